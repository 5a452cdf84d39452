import { startFieldTelemetry } from './start-field-telemetry';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('telemetry goes to the environment’s endpoint, and nowhere without one', () => {
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

  expect(startFieldTelemetry(undefined)).toBeUndefined();

  const telemetry = startFieldTelemetry('/collector/v1/logs');
  telemetry?.pageView('/locations');
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual(['/collector/v1/logs']);
  expect(sendBeacon.mock.calls[0]?.[1]).toContain('"url.path"');
});
