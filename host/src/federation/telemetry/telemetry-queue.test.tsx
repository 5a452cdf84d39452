import type { TelemetryRecord } from 'shared-contracts/telemetry';
import { createTelemetryQueue, UNSENT_TELEMETRY_KEY } from './telemetry-queue';

const view = (time: number): TelemetryRecord => ({ name: 'page_view', time, route: '/x' });
const timesIn = (body: string | undefined): string[] => {
  const request = JSON.parse(body ?? '{}') as {
    resourceLogs: { scopeLogs: { logRecords: { timeUnixNano: string }[] }[] }[];
  };
  return request.resourceLogs.flatMap((resource) =>
    resource.scopeLogs.flatMap((scope) => scope.logRecords.map((log) => log.timeUnixNano)),
  );
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('records wait for one batch, sent as an OTLP logs request after the delay', () => {
  const send = jest.fn((_body: string) => true);
  const queue = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    delayMs: 1000,
  });
  queue.add(view(1));
  queue.add(view(2));
  jest.advanceTimersByTime(999);
  expect(send).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(send).toHaveBeenCalledTimes(1);
  expect(timesIn(send.mock.calls[0]?.[0])).toEqual(['1000000', '2000000']);
});

test('hiding the page sends at once, in beacons of at most the batch size', () => {
  const send = jest.fn((_body: string) => true);
  const queue = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    maxBatch: 2,
  });
  [1, 2, 3].forEach((time) => queue.add(view(time)));
  queue.flush();
  expect(send.mock.calls.map(([body]) => timesIn(body))).toEqual([
    ['1000000', '2000000'],
    ['3000000'],
  ]);
});

test('offline, records are kept and go out from the next page once online', () => {
  let online = false;
  const send = jest.fn((_body: string) => true);
  const first = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    isOnline: () => online,
  });
  first.add(view(1));
  first.flush();
  expect(send).not.toHaveBeenCalled();
  expect(localStorage.getItem(UNSENT_TELEMETRY_KEY)).not.toBeNull();

  online = true;
  const next = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    isOnline: () => online,
  });
  next.add(view(2));
  next.flush();
  expect(timesIn(send.mock.calls[0]?.[0])).toEqual(['1000000', '2000000']);
  expect(localStorage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull();
});

test('a beacon the browser refuses is kept for the next flush, not lost', () => {
  const answers = [false, true];
  const send = jest.fn((_body: string) => answers.shift() ?? true);
  const queue = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    isOnline: () => true,
  });
  queue.add(view(1));
  queue.flush();
  queue.flush();
  expect(send.mock.calls.map(([body]) => timesIn(body))).toEqual([['1000000'], ['1000000']]);
  expect(localStorage.getItem(UNSENT_TELEMETRY_KEY)).toBeNull();
});

test('while offline only the newest records are kept, up to the bound', () => {
  const queue = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send: () => true,
    isOnline: () => false,
    maxKept: 2,
  });
  [1, 2, 3].forEach((time) => queue.add(view(time)));
  queue.flush();
  expect(JSON.parse(localStorage.getItem(UNSENT_TELEMETRY_KEY) ?? '[]')).toEqual([
    view(2),
    view(3),
  ]);
});

test('each beacon carries the view token the page has when it goes', () => {
  const send = jest.fn((_body: string) => true);
  let token = 'v1.first.sig';
  const queue = createTelemetryQueue({
    version: '1.3.0',
    endpoint: '/telemetry/v1/logs',
    send,
    viewToken: () => token,
  });
  const tokenIn = (body: string | undefined) =>
    (
      JSON.parse(body ?? '{}') as {
        resourceLogs: { resource: { attributes: { key: string; value: unknown }[] } }[];
      }
    ).resourceLogs[0]?.resource.attributes.find(({ key }) => key === 'vsg.view.token')?.value;
  queue.add(view(1));
  queue.flush();
  token = 'v1.renewed.sig';
  queue.add(view(2));
  queue.flush();
  expect(send.mock.calls.map(([body]) => tokenIn(body))).toEqual([
    { stringValue: 'v1.first.sig' },
    { stringValue: 'v1.renewed.sig' },
  ]);
});
