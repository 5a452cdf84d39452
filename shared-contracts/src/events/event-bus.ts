import { globalSingleton } from '../internal/global-singleton';

/**
 * Event names of the page-wide bus, defined once: the notifications one area sends and another
 * area acts on. Toasts, stats and exits are requests to the host and go through `Platform`.
 */
export const EVENTS = {
  /** The host: the location in context changed. */
  LOCATION_CHANGED: 'location-changed',
  /** remote-settings: Guard Monitoring was paused or resumed. */
  PAUSE_CHANGED: 'pause-changed',
  /**
   * Whoever changes what the guard service monitors: device enrollment (settings devices,
   * onboarding bulk enrollment) and a location's finished onboarding.
   */
  ENROLLMENT_CHANGED: 'enrollment-changed',
  /** remote-settings: a location's subscription changed (its free trial was cancelled). */
  SUBSCRIPTION_CHANGED: 'subscription-changed',
  /** The host: the user signs out. */
  SESSION_ENDED: 'session-ended',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface EventPayloads {
  'location-changed': { locationId: string | null; previousLocationId: string | null };
  'pause-changed': { ownerId: number; locationId: string; paused: boolean };
  'enrollment-changed': { ownerId: number; locationId: string };
  'subscription-changed': { ownerId: number; locationId: string };
  'session-ended': { userId: number };
}

/** A listener. A promise it returns is the work it started (a refetch), which `emit` waits for. */
export type EventHandler<E extends EventName> = (payload: EventPayloads[E]) => unknown;

export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  /**
   * Tells every listener, at once; settles when the work they return has settled, failed or not, so
   * that a publisher may wait for the owners of the data to catch up before it moves on.
   */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): Promise<void>;
  /** Number of handlers of an event (diagnostics, tests). */
  listenerCount(event: EventName): number;
}

type Listeners = { [E in EventName]: Set<EventHandler<E>> };

/** A new, independent bus (tests; the page uses `getEventBus`). */
export function createEventBus(): EventBus & { readonly isEventBus: true } {
  const listeners: Listeners = {
    'location-changed': new Set(),
    'pause-changed': new Set(),
    'enrollment-changed': new Set(),
    'subscription-changed': new Set(),
    'session-ended': new Set(),
  };
  return {
    isEventBus: true,
    on(event, handler) {
      const set = listeners[event];
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(event, payload) {
      // A snapshot, so handlers may unsubscribe while the event is delivered.
      const work = [...listeners[event]].map((handler) => handler(payload));
      return Promise.allSettled(work).then(() => undefined);
    },
    listenerCount(event) {
      return listeners[event].size;
    },
  };
}

function isEventBus(value: unknown): value is EventBus & { readonly isEventBus: true } {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'isEventBus') === true;
}

/** The page's one bus (kept on globalThis), shared by the host and every remote. */
export function getEventBus(): EventBus {
  return globalSingleton('shared-contracts.event-bus', createEventBus, isEventBus);
}

/**
 * Tells every area listening on the page; the way areas publish (no area keeps the bus). Settles
 * once the listeners' work has (`EventBus.emit`); most publishers need not wait.
 */
export function publishEvent<E extends EventName>(
  event: E,
  payload: EventPayloads[E],
): Promise<void> {
  return getEventBus().emit(event, payload);
}
