import { fakePerformanceObserver } from './fake-performance-observer';
import { observeWebVitals } from './web-vitals';

const lcp = (startTime: number) => ({ startTime });
const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});
const event = (interactionId: number, duration: number) => ({ interactionId, duration });

let give: ReturnType<typeof fakePerformanceObserver>;
beforeEach(() => {
  give = fakePerformanceObserver();
});

test('LCP is the last candidate painted before the first key press', () => {
  const vitals = observeWebVitals();
  expect(vitals().LCP).toBeUndefined();
  give('largest-contentful-paint', lcp(800), lcp(1200));
  const keydown = new KeyboardEvent('keydown');
  window.dispatchEvent(keydown);
  give('largest-contentful-paint', lcp(keydown.timeStamp + 500));
  expect(vitals().LCP).toBe(1200);
});

test('CLS is the largest window of shifts a second apart at most, the input’s own left out', () => {
  const vitals = observeWebVitals();
  expect(vitals().CLS).toBe(0);
  give('layout-shift', shift(100, 0.05), shift(900, 0.05), shift(1500, 0.5, true));
  expect(vitals().CLS).toBeCloseTo(0.1);
  // More than a second after the last shift: a new window, smaller than the first.
  give('layout-shift', shift(3000, 0.04), shift(3500, 0.04));
  expect(vitals().CLS).toBeCloseTo(0.1);
  // A window closes at five seconds even while shifts keep coming: six of these seven make one.
  const steady = [10_000, 10_900, 11_800, 12_700, 13_600, 14_500, 15_400];
  give('layout-shift', ...steady.map((at) => shift(at, 0.03)));
  expect(vitals().CLS).toBeCloseTo(0.18);
});

test('entries the browser has not delivered yet count when the vitals are read', () => {
  const vitals = observeWebVitals();
  // A click just before the page is left: its entry is still held when the beacon is made.
  give.hold('first-input', event(3, 24));
  give.hold('largest-contentful-paint', lcp(900));
  expect(vitals()).toMatchObject({ INP: 24, LCP: 900 });
});

test('INP is an interaction’s longest event, leaving out one in every 50 interactions', () => {
  const vitals = observeWebVitals();
  give('first-input', event(7, 24));
  expect(vitals().INP).toBe(24);
  give('event', event(7, 56), event(0, 400), event(14, 80));
  expect(vitals().INP).toBe(80);

  give('event', ...Array.from({ length: 48 }, (_, n) => event(21 + n * 7, 40 + n)));
  // 50 interactions: the longest (87 ms) is left out.
  expect(vitals().INP).toBe(86);
});

test('a browser without an entry type reports the other vitals', () => {
  give = fakePerformanceObserver(['largest-contentful-paint']);
  const vitals = observeWebVitals();
  give('largest-contentful-paint', lcp(900));
  expect(vitals()).toEqual({ LCP: 900 });
});
