import { dropGlobalSingleton } from '../internal/global-singleton';
import { EVENTS, createEventBus, getEventBus } from './event-bus';

afterEach(() => dropGlobalSingleton('shared-contracts.event-bus'));

test('emit delivers the typed payload to every handler of that event only', () => {
  const bus = createEventBus();
  const selected: string[] = [];
  const paused: boolean[] = [];
  bus.on(EVENTS.LOCATION_SELECTED, ({ locationId }) => selected.push(locationId));
  bus.on(EVENTS.PAUSE_CHANGED, (payload) => paused.push(payload.paused));
  bus.emit(EVENTS.LOCATION_SELECTED, { locationId: 'loc-1' });
  bus.emit(EVENTS.PAUSE_CHANGED, { locationId: 'loc-1', paused: true });
  expect(selected).toEqual(['loc-1']);
  expect(paused).toEqual([true]);
});

test('on returns the unsubscribe function', () => {
  const bus = createEventBus();
  const toasts: string[] = [];
  const off = bus.on(EVENTS.TOAST, (toast) => toasts.push(toast.title));
  bus.emit(EVENTS.TOAST, { title: 'one', status: 'success' });
  off();
  bus.emit(EVENTS.TOAST, { title: 'two', status: 'success' });
  expect(toasts).toEqual(['one']);
  expect(bus.listenerCount(EVENTS.TOAST)).toBe(0);
});

test('a handler may unsubscribe while an event is delivered', () => {
  const bus = createEventBus();
  const calls: string[] = [];
  const off = bus.on(EVENTS.EXIT, () => {
    calls.push('first');
    off();
  });
  bus.on(EVENTS.EXIT, () => calls.push('second'));
  bus.emit(EVENTS.EXIT, {});
  bus.emit(EVENTS.EXIT, {});
  expect(calls).toEqual(['first', 'second', 'second']);
});

test('getEventBus returns one bus per page', () => {
  expect(getEventBus()).toBe(getEventBus());
});

test('two module copies share one bus', async () => {
  const stats: string[] = [];
  getEventBus().on(EVENTS.STAT, (stat) => stats.push(stat.action));
  await jest.isolateModulesAsync(async () => {
    const copy = await import('./event-bus');
    expect(copy.getEventBus()).toBe(getEventBus());
    copy.getEventBus().emit(copy.EVENTS.STAT, { action: 'page_view' });
  });
  expect(stats).toEqual(['page_view']);
});
