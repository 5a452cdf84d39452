// `deploy watch --prometheus` as it runs: Debian's Prometheus (npm test installs it) scraping two
// telemetry receivers that share nothing, each given half of the browsers (what nginx's consistent
// hash of the browser id does), and the verdict read back with PromQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toOtlpLogs, type RemoteRelease, type TelemetryRecord } from 'shared-contracts/telemetry';
import {
  createReleaseMetrics,
  createTelemetryReceiver,
  createTelemetryStore,
  prometheusConfig,
  signViewToken,
} from 'telemetry';
import { startCanary } from './canary';
import { DEFAULT_WATCH_POLICY } from './canary-verdict';
import { prometheusHealth } from './prometheus-health';
import { emptyRegistry, publish } from './registry';
import { settingsRelease } from './testing';
import { watchOnce, type WatchActions } from './watch';

const PROMETHEUS = '/usr/bin/prometheus';
const SECRET = 'servers-secret';
const TOKEN = 'watch-token';
const dir = mkdtempSync(join(tmpdir(), 'prometheus-watch-'));
const receivers: Server[] = [];
let prometheus: ChildProcess | undefined;
let prometheusUrl = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function receiver(): Promise<string> {
  const server = createTelemetryReceiver({
    store: createTelemetryStore({ file: join(mkdtempSync(join(dir, 'rx-')), 'r.jsonl') }),
    metrics: createReleaseMetrics(),
    viewTokenSecret: SECRET,
    healthToken: TOKEN,
  });
  receivers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let targets: string[] = [];

beforeAll(async () => {
  if (!existsSync(PROMETHEUS)) {
    throw new Error(`${PROMETHEUS} is missing: apt-get install prometheus (npm test installs it)`);
  }
  targets = [await receiver(), await receiver()];
  // The configuration serve-all runs Prometheus with.
  const config = join(dir, 'prometheus.yml');
  const tokenFile = join(dir, 'health-token');
  writeFileSync(tokenFile, TOKEN, { mode: 0o600 });
  writeFileSync(config, prometheusConfig(targets, tokenFile));
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${prometheusUrl}/-/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (tries > 100) throw new Error('Prometheus did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}, 30_000);

afterAll(() => {
  prometheus?.kill();
  for (const server of receivers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Page views of `release` from `browsers`, each sent to one receiver, with its view token. */
async function browse(release: RemoteRelease, browsers: string[], failing: boolean) {
  const route = '/locations/loc-1/devices';
  await Promise.all(
    browsers.map(async (browser, index) => {
      const records: TelemetryRecord[] = [
        { name: 'page_view', time: Date.now(), route, release },
        ...(failing
          ? [{ name: 'boundary_error' as const, time: Date.now(), route, release, message: 'x' }]
          : []),
        { name: 'web_vital', time: Date.now(), route, release, vital: 'LCP', value: 900 },
      ];
      const token = signViewToken(
        {
          browser,
          releases: { settings: { version: release.version, group: release.group as 'stable' } },
          expiresAt: Date.now() + 60_000,
        },
        SECRET,
      );
      const answer = await fetch(`http://${targets[index % 2]}/v1/logs`, {
        method: 'POST',
        body: JSON.stringify(toOtlpLogs(records, '3.3.0', token)),
      });
      expect(await answer.json()).toEqual({});
    }),
  );
}

/** Waits until Prometheus has scraped `views` page views of `version` from both receivers. */
async function scraped(version: string, views: number) {
  const query = `sum(vsg_release_page_views_total{version="${version}"})`;
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = (await (
      await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`)
    ).json()) as { data: { result: { value: [number, string] }[] } };
    if (Number(answer.data.result[0]?.value[1]) === views) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`Prometheus never saw ${views} views of ${version}`);
}

function look(version: string, ramp: boolean) {
  const startedAt = new Date(Date.now() - 60_000);
  const registry = startCanary(
    publish(emptyRegistry('local'), 'settings', settingsRelease('1.0.0'), startedAt),
    'settings',
    settingsRelease(version),
    25,
    startedAt,
  );
  const lines: string[] = [];
  const actions: jest.Mocked<WatchActions> = {
    abort: jest.fn(),
    ramp: jest.fn(),
    promote: jest.fn(),
  };
  const run = watchOnce({
    registry,
    telemetry: 'http://127.0.0.1:9',
    health: prometheusHealth({ url: prometheusUrl, log: (line) => lines.push(line) }),
    ramp,
    policy: { ...DEFAULT_WATCH_POLICY, minSample: 4 },
    actions,
    log: (line) => lines.push(line),
  });
  return { run, lines, actions };
}

const stableBrowsers = ['s-1', 's-2', 's-3', 's-4'];

test('a candidate that throws in its browsers is aborted from what Prometheus scraped of both receivers', async () => {
  const stable = { remote: 'settings', version: '1.0.0', group: 'stable' } as const;
  const failing = { remote: 'settings', version: '1.1.0', group: 'candidate' } as const;
  await browse(stable, stableBrowsers, false);
  // One browser sending again counts once.
  await browse(failing, ['c-1', 'c-2', 'c-3', 'c-4', 'c-1'], true);
  await scraped('1.1.0', 4);
  await scraped('1.0.0', 4);
  const { run, lines, actions } = look('1.1.0', false);
  const [verdict] = await run;
  expect(verdict?.action).toBe('abort');
  expect(actions.abort).toHaveBeenCalledWith('settings');
  // The queries and their answers are printed before the decision.
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^prometheus: clamp_min\(sum by \(version, group\) \(vsg_release_boundary_errors_total\{remote="settings"\}\) - .* = 1\.1\.0 candidate 4$/,
    ),
  );
  expect(lines.at(-1)).toMatch(
    /^watch: settings 1\.1\.0 \(candidate at 25 %, stable 1\.0\.0\): abort: failure rate 100\.0 % \(0 load failures, 4 boundary errors in 4 views\)/,
  );
}, 30_000);

test('a healthy candidate is ramped from what Prometheus scraped', async () => {
  const healthy = { remote: 'settings', version: '1.2.0', group: 'candidate' } as const;
  await browse(healthy, ['h-1', 'h-2', 'h-3', 'h-4'], false);
  await scraped('1.2.0', 4);
  const { run, actions, lines } = look('1.2.0', true);
  const [verdict] = await run;
  expect(verdict).toMatchObject({ action: 'ramp', percent: 50 });
  expect(actions.ramp).toHaveBeenCalledWith('settings', '1.2.0', 50);
  // Every LCP was 900 ms: the p75 is read from the histogram's 750 to 1000 ms bucket.
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^prometheus: histogram_quantile\(0\.75, .*lcp.* = .*1\.2\.0 candidate 937\.5/,
    ),
  );
}, 30_000);
