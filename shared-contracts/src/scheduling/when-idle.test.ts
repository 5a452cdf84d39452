import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
  jest.useRealTimers();
});

test('runs the task when the browser is idle, at the latest after the timeout', () => {
  const requestIdle = jest.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
  const cancelIdle = jest.fn();
  Object.assign(globalThis, { requestIdleCallback: requestIdle, cancelIdleCallback: cancelIdle });
  const task = jest.fn();

  const cancel = whenIdle(task);
  expect(requestIdle).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
  cancel();
  expect(cancelIdle).toHaveBeenCalledWith(7);
});

test('without requestIdleCallback (Safari) it runs the task after the current work', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);

  const cancelled = jest.fn();
  whenIdle(cancelled)();
  jest.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});
