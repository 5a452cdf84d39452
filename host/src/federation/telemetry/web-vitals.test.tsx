import type { Metric } from 'web-vitals';
import { startWebVitals } from './web-vitals';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Library = Awaited<ReturnType<NonNullable<Parameters<typeof startWebVitals>[1]>>>;

/** The library as it behaves: each `on…` keeps its callback, which the test then calls. */
function fakeLibrary() {
  const callbacks = new Map<string, (metric: Metric) => void>();
  const library: Library = {
    onLCP: (callback) => void callbacks.set('LCP', callback as (metric: Metric) => void),
    onINP: (callback) => void callbacks.set('INP', callback as (metric: Metric) => void),
    onCLS: (callback) => void callbacks.set('CLS', callback as (metric: Metric) => void),
  };
  const give = (name: 'LCP' | 'INP' | 'CLS', value: number) =>
    callbacks.get(name)?.({ name, value } as Metric);
  return { library, give, listening: () => [...callbacks.keys()] };
}

test('the library loads once the page is idle, and each vital it reports is recorded', async () => {
  const { library, give, listening } = fakeLibrary();
  const load = jest.fn(() => Promise.resolve(library));
  const report = jest.fn();
  startWebVitals(report, load);
  expect(load).not.toHaveBeenCalled();
  await jest.runAllTimersAsync();
  expect(load).toHaveBeenCalledTimes(1);
  expect(listening()).toEqual(['LCP', 'INP', 'CLS']);
  give('LCP', 900);
  give('CLS', 0.02);
  give('INP', 48);
  expect(report.mock.calls).toEqual([
    ['LCP', 900],
    ['CLS', 0.02],
    ['INP', 48],
  ]);
});

test('a page left before it was idle loads nothing; a chunk that fails takes nothing else', async () => {
  const load = jest.fn(() => Promise.resolve(fakeLibrary().library));
  startWebVitals(jest.fn(), load)();
  await jest.runAllTimersAsync();
  expect(load).not.toHaveBeenCalled();

  const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  startWebVitals(jest.fn(), failing);
  await jest.runAllTimersAsync();
  expect(failing).toHaveBeenCalledTimes(1);
});
