import type { TelemetryRecord } from 'shared-contracts/telemetry';
import { createReleaseMetrics } from './release-metrics';

const release = { remote: 'settings', version: '1.1.0', group: 'candidate' } as const;
const labels = 'remote="settings",version="1.1.0",group="candidate"';
const view: TelemetryRecord = { name: 'page_view', time: 1, route: '/x', release };
const failure: TelemetryRecord = { ...view, name: 'remote_load', outcome: 'failed', durationMs: 9 };
const lcp = (value: number): TelemetryRecord => ({
  ...view,
  name: 'web_vital',
  vital: 'LCP',
  value,
});

test('each browser counts once per release and kind in a window, and again in the next', async () => {
  let now = 0;
  const metrics = createReleaseMetrics({ windowMs: 1000, now: () => now });
  for (let n = 0; n < 30; n += 1) metrics.add([view, failure, lcp(900 + n)], 'loud');
  metrics.add([view], 'quiet');
  let text = await metrics.exposition();
  expect(text).toContain(`vsg_release_page_views_total{${labels}} 2`);
  expect(text).toContain(`vsg_release_load_failures_total{${labels}} 1`);
  expect(text).toContain(`vsg_release_lcp_milliseconds_count{${labels}} 1`);
  expect(text).toContain(`vsg_release_lcp_milliseconds_bucket{le="1000",${labels}} 1`);
  now = 1000;
  metrics.add([view], 'loud');
  text = await metrics.exposition();
  expect(text).toContain(`vsg_release_page_views_total{${labels}} 3`);
});

test("a tester's pin is never counted, and a window past its most browsers says so", async () => {
  const metrics = createReleaseMetrics({ maxBrowsers: 2 });
  metrics.add([{ ...view, release: { ...release, group: 'override' } }], 'tester');
  for (const browser of ['a', 'b', 'c']) metrics.add([view], browser);
  const text = await metrics.exposition();
  expect(text).toContain(`vsg_release_page_views_total{${labels}} 2`);
  expect(text).not.toContain('group="override"');
  expect(text).toContain('vsg_release_browsers_over_limit_total 1');
});
