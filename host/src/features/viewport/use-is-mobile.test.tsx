import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  jest.useFakeTimers();
  resizeTo(1280);
});
afterEach(() => jest.useRealTimers());

test.each([
  [320, true],
  [529, true],
  [530, true],
  [991, true],
  [992, false],
  [1128, false],
  [1129, false],
])('width %i counts as mobile: %s (mobile and tablet are mobile)', (width, mobile) => {
  resizeTo(width);
  const { result } = renderHook(() => useIsMobile());
  expect(result.current).toBe(mobile);
});

test('resize handling is throttled at 200 ms', () => {
  const { result } = renderHook(() => useIsMobile());
  expect(result.current).toBe(false);
  // The first resize is handled at once (leading edge); the ones within 200 ms wait.
  act(() => resizeTo(400));
  expect(result.current).toBe(true);
  act(() => {
    resizeTo(1200);
    jest.advanceTimersByTime(100);
  });
  expect(result.current).toBe(true);
  act(() => {
    jest.advanceTimersByTime(100);
  });
  expect(result.current).toBe(false);
});

test('stops listening when unmounted', () => {
  const remove = jest.spyOn(window, 'removeEventListener');
  const { unmount } = renderHook(() => useIsMobile());
  unmount();
  expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  remove.mockRestore();
});
