import { globalSingleton } from '../internal/global-singleton';
import type { StatInput, ToastInput } from '../platform/platform';

/** Event names of the page-wide bus, defined once. */
export const EVENTS = {
  LOCATION_SELECTED: 'location-selected',
  PAUSE_CHANGED: 'pause-changed',
  TOAST: 'toast',
  STAT: 'stat',
  EXIT: 'exit',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface EventPayloads {
  'location-selected': { locationId: string };
  'pause-changed': { locationId: string; paused: boolean };
  toast: ToastInput;
  stat: StatInput;
  exit: { reason?: string };
}

export type EventHandler<E extends EventName> = (payload: EventPayloads[E]) => void;

export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  /** Number of handlers of an event (diagnostics, tests). */
  listenerCount(event: EventName): number;
}

type Listeners = { [E in EventName]: Set<EventHandler<E>> };

/** A new, independent bus (tests; the page uses `getEventBus`). */
export function createEventBus(): EventBus & { readonly isEventBus: true } {
  const listeners: Listeners = {
    'location-selected': new Set(),
    'pause-changed': new Set(),
    toast: new Set(),
    stat: new Set(),
    exit: new Set(),
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
      for (const handler of [...listeners[event]]) handler(payload);
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
