import { toOtlpLogs, type TelemetryRecord } from 'shared-contracts/telemetry';
import { readOtlpLogs } from './read-otlp-logs';

const release = { remote: 'settings', version: '1.4.0-abc', group: 'candidate' } as const;
const records: TelemetryRecord[] = [
  { name: 'page_view', time: 1_700_000_000_000, route: '/locations/1/devices', release },
  {
    name: 'remote_load',
    time: 1_700_000_000_001,
    route: '/locations/1/devices',
    release,
    outcome: 'timeout',
    durationMs: 8000,
  },
  {
    name: 'boundary_error',
    time: 1_700_000_000_002,
    route: '/locations/1/devices',
    release,
    message: 'Cannot read properties of undefined',
  },
  { name: 'error_message', time: 1_700_000_000_003, route: '/dashboard', message: 'Error' },
  { name: 'web_vital', time: 1_700_000_000_004, route: '/dashboard', vital: 'INP', value: 88 },
  // A view of a release a tester pinned (ADR 0029).
  {
    name: 'page_view',
    time: 1_700_000_000_005,
    route: '/locations/1/devices',
    release: { ...release, version: '1.0.0', group: 'override' },
  },
];

test('what the host sends is what the receiver reads, record for record', () => {
  const body: unknown = JSON.parse(JSON.stringify(toOtlpLogs(records, '1.3.0')));
  expect(readOtlpLogs(body)).toEqual({ resources: [{ token: undefined, records }], skipped: 0 });
});

test('the view token the page sends with its records is read with them', () => {
  const body: unknown = JSON.parse(JSON.stringify(toOtlpLogs(records, '1.3.0', 'v1.claims.sig')));
  expect(readOtlpLogs(body)?.resources).toEqual([{ token: 'v1.claims.sig', records }]);
});

test('a log record that is not one of ours is counted and left out, the others are kept', () => {
  const request = toOtlpLogs(records.slice(0, 1), '1.3.0');
  const scope = request.resourceLogs[0]?.scopeLogs[0];
  scope?.logRecords.push({
    timeUnixNano: '1',
    eventName: 'other',
    severityNumber: 9,
    severityText: 'INFO',
    body: { stringValue: 'other' },
    attributes: [{ key: 'event.name', value: { stringValue: 'click' } }],
  });
  const read = readOtlpLogs(JSON.parse(JSON.stringify(request)));
  expect(read?.resources[0]?.records).toEqual(records.slice(0, 1));
  expect(read?.skipped).toBe(1);
});

test('a load without its duration is left out rather than counted as ok', () => {
  const request = toOtlpLogs([records[1] as TelemetryRecord], '1.3.0');
  const log = request.resourceLogs[0]?.scopeLogs[0]?.logRecords[0];
  if (log) log.attributes = log.attributes.filter(({ key }) => key !== 'vsg.load.duration_ms');
  expect(readOtlpLogs(request)).toEqual({
    resources: [{ token: undefined, records: [] }],
    skipped: 1,
  });
});

test('integers may come as strings or numbers, as OTLP JSON allows', () => {
  const body = {
    resourceLogs: [
      {
        scopeLogs: [
          {
            logRecords: [
              {
                timeUnixNano: 5_000_000,
                attributes: [
                  { key: 'event.name', value: { stringValue: 'web_vital' } },
                  { key: 'url.path', value: { stringValue: '/' } },
                  { key: 'vsg.vital.name', value: { stringValue: 'LCP' } },
                  { key: 'vsg.vital.value', value: { intValue: '1200' } },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  expect(readOtlpLogs(body)?.resources[0]?.records).toEqual([
    { name: 'web_vital', time: 5, route: '/', vital: 'LCP', value: 1200 },
  ]);
});

test('a body that is not an OTLP logs request is refused', () => {
  expect(readOtlpLogs({ resourceSpans: [] })).toBeUndefined();
  expect(readOtlpLogs('logs')).toBeUndefined();
});
