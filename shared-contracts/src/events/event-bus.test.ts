import { dropGlobalSingleton } from '../internal/global-singleton';
import { EVENTS, createEventBus, getEventBus } from './event-bus';

afterEach(() => dropGlobalSingleton('shared-contracts.event-bus'));

test('emit delivers the typed payload to every handler of that event only', () => {
  const bus = createEventBus();
  const selected: (string | null)[] = [];
  const paused: boolean[] = [];
  bus.on(EVENTS.LOCATION_CHANGED, ({ locationId }) => selected.push(locationId));
  bus.on(EVENTS.PAUSE_CHANGED, (payload) => paused.push(payload.paused));
  bus.emit(EVENTS.LOCATION_CHANGED, { locationId: 'loc-1', previousLocationId: null });
  bus.emit(EVENTS.PAUSE_CHANGED, { ownerId: 1, locationId: 'loc-1', paused: true });
  expect(selected).toEqual(['loc-1']);
  expect(paused).toEqual([true]);
});

test('on returns the unsubscribe function', () => {
  const bus = createEventBus();
  const ended: number[] = [];
  const off = bus.on(EVENTS.SESSION_ENDED, ({ userId }) => ended.push(userId));
  bus.emit(EVENTS.SESSION_ENDED, { userId: 1 });
  off();
  bus.emit(EVENTS.SESSION_ENDED, { userId: 2 });
  expect(ended).toEqual([1]);
  expect(bus.listenerCount(EVENTS.SESSION_ENDED)).toBe(0);
});

test('a handler may unsubscribe while an event is delivered', () => {
  const bus = createEventBus();
  const calls: string[] = [];
  const change = { ownerId: 1, locationId: 'loc-1' };
  const off = bus.on(EVENTS.ENROLLMENT_CHANGED, () => {
    calls.push('first');
    off();
  });
  bus.on(EVENTS.ENROLLMENT_CHANGED, () => calls.push('second'));
  bus.emit(EVENTS.ENROLLMENT_CHANGED, change);
  bus.emit(EVENTS.ENROLLMENT_CHANGED, change);
  expect(calls).toEqual(['first', 'second', 'second']);
});

test('getEventBus returns one bus per page', () => {
  expect(getEventBus()).toBe(getEventBus());
});

test('two module copies share one bus', async () => {
  const ended: number[] = [];
  getEventBus().on(EVENTS.SESSION_ENDED, ({ userId }) => ended.push(userId));
  await jest.isolateModulesAsync(async () => {
    const copy = await import('./event-bus');
    expect(copy.getEventBus()).toBe(getEventBus());
    copy.publishEvent(copy.EVENTS.SESSION_ENDED, { userId: 7 });
  });
  expect(ended).toEqual([7]);
});

test('emit settles once the work the listeners return has settled, failed or not', async () => {
  const bus = createEventBus();
  const order: string[] = [];
  let finishRefetch: () => void = () => undefined;
  bus.on(EVENTS.ENROLLMENT_CHANGED, () => {
    order.push('heard');
    return new Promise<void>((resolve) => {
      finishRefetch = () => {
        order.push('refetched');
        resolve();
      };
    });
  });
  bus.on(EVENTS.ENROLLMENT_CHANGED, () => Promise.reject(new Error('offline')));
  const delivered = bus.emit(EVENTS.ENROLLMENT_CHANGED, { ownerId: 1, locationId: 'loc-1' });
  expect(order).toEqual(['heard']);
  finishRefetch();
  await delivered;
  order.push('publisher moves on');
  expect(order).toEqual(['heard', 'refetched', 'publisher moves on']);
});
