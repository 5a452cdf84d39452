import { TimeoutError, withTimeout } from './with-timeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const never = () => new Promise<string>(() => undefined);

test('answers with the work when it settles first', async () => {
  await expect(withTimeout(Promise.resolve('loaded'), 1_000)).resolves.toBe('loaded');
  await expect(withTimeout(Promise.reject(new Error('down')), 1_000)).rejects.toThrow('down');
});

test('rejects with a TimeoutError once the time has passed without an answer', async () => {
  const result = withTimeout(never(), 8_000);
  const settled = jest.fn();
  result.catch(settled);
  await jest.advanceTimersByTimeAsync(7_999);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).rejects.toEqual(new TimeoutError(8_000));
});

test('leaves no timer behind once the work has settled', async () => {
  await withTimeout(Promise.resolve('loaded'), 8_000);
  expect(jest.getTimerCount()).toBe(0);
});
