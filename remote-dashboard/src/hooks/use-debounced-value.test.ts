import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the value follows only once it has not changed for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: 'a' },
  });
  expect(result.current).toBe('a');
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe('a');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('abc');
});
