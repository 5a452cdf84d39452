import type { RemoteRelease, TelemetryRecord } from 'shared-contracts/telemetry';
import { percentile, releaseHealth } from './release-health';

const stable: RemoteRelease = { remote: 'settings', version: '1.0.0', group: 'stable' };
const candidate: RemoteRelease = { remote: 'settings', version: '1.1.0', group: 'candidate' };
const route = '/locations/1/devices';

const views = (release: RemoteRelease, count: number, time = 10) =>
  Array.from({ length: count }, (): TelemetryRecord => ({
    name: 'page_view',
    time,
    route,
    release,
  }));

test('the 75th percentile is the nearest rank', () => {
  expect(percentile([], 75)).toBeUndefined();
  expect(percentile([400], 75)).toBe(400);
  expect(percentile([1, 2, 3, 4], 75)).toBe(3);
  expect(percentile([5, 1, 4, 2, 3], 75)).toBe(4);
});

test('each version of the remote gets its views, failures and p75 vitals', () => {
  const records: TelemetryRecord[] = [
    ...views(stable, 4),
    ...views(candidate, 2),
    { name: 'remote_load', time: 10, route, release: candidate, outcome: 'failed', durationMs: 90 },
    { name: 'remote_load', time: 10, route, release: candidate, outcome: 'ok', durationMs: 80 },
    { name: 'boundary_error', time: 10, route, release: candidate, message: 'boom' },
    { name: 'web_vital', time: 10, route, release: stable, vital: 'LCP', value: 1000 },
    { name: 'web_vital', time: 10, route, release: stable, vital: 'LCP', value: 2000 },
    { name: 'web_vital', time: 10, route, release: stable, vital: 'INP', value: 40 },
    // Another remote, and a host page, are not this remote's.
    ...views({ ...stable, remote: 'dashboard' }, 3),
    { name: 'page_view', time: 10, route: '/' },
  ];
  expect(releaseHealth(records, 'settings')).toEqual([
    {
      ...stable,
      pageViews: 4,
      loadFailures: 0,
      boundaryErrors: 0,
      failureRate: 0,
      lcpP75: 2000,
      inpP75: 40,
      lcpSamples: 2,
      inpSamples: 1,
    },
    {
      ...candidate,
      pageViews: 2,
      loadFailures: 1,
      boundaryErrors: 1,
      failureRate: 1,
      lcpSamples: 0,
      inpSamples: 0,
    },
  ]);
});

test('records before `since` are left out', () => {
  const records = [...views(stable, 3, 100), ...views(stable, 2, 200)];
  expect(releaseHealth(records, 'settings', 150)[0]?.pageViews).toBe(2);
});

test("`since` reads the receiver's clock, whatever the browser's says", () => {
  const arrived = (receivedAt: number) =>
    views(stable, 1, 999_999).map((record) => ({ ...record, receivedAt }));
  const records = [...arrived(100), ...arrived(100), ...arrived(200)];
  expect(releaseHealth(records, 'settings', 150)[0]?.pageViews).toBe(1);
});

test('the views of a release a tester pinned are no sample of the canary: left out', () => {
  const pinned: RemoteRelease = { ...stable, version: '0.9.0', group: 'override' };
  const records: TelemetryRecord[] = [
    ...views(stable, 2),
    ...views(pinned, 3),
    ...views({ ...candidate, group: 'override' }, 1),
    { name: 'remote_load', time: 10, route, release: pinned, outcome: 'failed', durationMs: 90 },
  ];
  expect(
    releaseHealth(records, 'settings').map(({ version, group, pageViews }) => [
      version,
      group,
      pageViews,
    ]),
  ).toEqual([['1.0.0', 'stable', 2]]);
});

test('one browser counts once per version: thirty views and thirty failures of it weigh as one', () => {
  const of = (browser: string, records: TelemetryRecord[]) =>
    records.map((record) => ({ ...record, browser }));
  const failure: TelemetryRecord = {
    name: 'remote_load',
    time: 10,
    route,
    release: candidate,
    outcome: 'failed',
    durationMs: 90,
  };
  const records = [
    ...of('loud', [...views(candidate, 30), ...Array.from({ length: 30 }, () => failure)]),
    ...['a', 'b', 'c'].flatMap((browser) => of(browser, views(candidate, 1))),
  ];
  expect(releaseHealth(records, 'settings')[0]).toMatchObject({
    pageViews: 4,
    loadFailures: 1,
    failureRate: 0.25,
  });
});

test("each browser's own p75 is one sample of the version's p75", () => {
  const lcp = (browser: string, value: number) => ({
    name: 'web_vital' as const,
    time: 10,
    route,
    release: stable,
    vital: 'LCP' as const,
    value,
    browser,
  });
  const records = [
    ...Array.from({ length: 20 }, () => lcp('slow', 9000)),
    lcp('a', 1000),
    lcp('b', 1100),
    lcp('c', 1200),
    lcp('d', 1300),
  ];
  // Counted per record, the one slow browser's twenty samples would make the p75 9000.
  expect(releaseHealth(records, 'settings')[0]).toMatchObject({ lcpP75: 1300, lcpSamples: 5 });
});
