import type { Metric } from 'web-vitals';

// The library's callbacks, kept so that a test reports a vital as the library would.
const reporters = new Map<string, (metric: Metric) => void>();
jest.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Metric) => void) =>
    reporters.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
});

// Telemetry starts once a page: each test has a page of its own.
const freshStart = async () => (await import('./start-field-telemetry')).startFieldTelemetry;

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('telemetry goes to the environment’s endpoint, and nowhere without one', async () => {
  const startFieldTelemetry = await freshStart();
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

  expect(startFieldTelemetry('/', undefined)).toBeUndefined();

  const telemetry = startFieldTelemetry('/', '/collector/v1/logs');
  telemetry?.pageView('/locations');
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual(['/collector/v1/logs']);
  expect(sendBeacon.mock.calls[0]?.[1]).toContain('"url.path"');
});

test('a vital the library reports as the page is hidden goes at once, in a beacon of its own', async () => {
  const startFieldTelemetry = await freshStart();
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const vitalsSent = () =>
    sendBeacon.mock.calls.map(([, body]) =>
      [...body.matchAll(/"vsg\.vital\.name","value":\{"stringValue":"(\w+)"/g)].map(
        ([, name]) => name,
      ),
    );
  startFieldTelemetry('/', '/collector/v1/logs');
  // The library loads once the page is idle.
  await jest.runAllTimersAsync();
  reporters.get('LCP')?.({ name: 'LCP', value: 900 } as Metric);
  expect(sendBeacon).not.toHaveBeenCalled();

  // Hidden: the queue goes (LCP), then the library reports INP and CLS, which go at once.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  reporters.get('INP')?.({ name: 'INP', value: 48 } as Metric);
  reporters.get('CLS')?.({ name: 'CLS', value: 0.02 } as Metric);
  expect(vitalsSent()).toEqual([['LCP'], ['INP'], ['CLS']]);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

test('a remote load that ended before the telemetry started is recorded, and so is a later one', async () => {
  const startFieldTelemetry = await freshStart();
  const { reportRemoteLoad } = await import('../registry/remote-load-report');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

  reportRemoteLoad({ remote: 'settings', version: '1.0.0', outcome: 'ok', durationMs: 120 });
  startFieldTelemetry('/', '/collector/v1/logs');
  reportRemoteLoad({ remote: 'dashboard', version: '1.0.0', outcome: 'failed', durationMs: 900 });
  window.dispatchEvent(new Event('pagehide'));

  const body = sendBeacon.mock.calls.map(([, sent]) => sent).join('');
  expect(
    [...body.matchAll(/"vsg\.load\.outcome","value":\{"stringValue":"(\w+)"/g)].map(
      ([, outcome]) => outcome,
    ),
  ).toEqual(['ok', 'failed']);
});
