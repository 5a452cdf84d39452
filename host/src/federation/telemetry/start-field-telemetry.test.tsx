import { fakePerformanceObserver } from './fake-performance-observer';

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

test('the page’s web vitals go in the beacon sent as it is hidden, again only when changed', async () => {
  const startFieldTelemetry = await freshStart();
  const give = fakePerformanceObserver();
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const vitalsSent = () =>
    sendBeacon.mock.calls.map(([, body]) =>
      [...body.matchAll(/"vsg\.vital\.name","value":\{"stringValue":"(\w+)"/g)].map(
        ([, name]) => name,
      ),
    );

  startFieldTelemetry('/', '/collector/v1/logs');
  give('largest-contentful-paint', { startTime: 900 });
  give('first-input', { interactionId: 7, duration: 30 });
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pagehide'));
  give('layout-shift', { startTime: 2000, value: 0.2, hadRecentInput: false });
  window.dispatchEvent(new Event('pagehide'));

  expect(vitalsSent()).toEqual([['CLS', 'LCP', 'INP'], ['CLS']]);
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
