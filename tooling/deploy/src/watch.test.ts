import type { TelemetryRecord } from 'shared-contracts/telemetry';
import { releaseHealth, type ReleaseHealth } from 'telemetry';
import { startCanary } from './canary';
import { DEFAULT_WATCH_POLICY } from './canary-verdict';
import { emptyRegistry, publish, type Registry } from './registry';
import { settingsRelease } from './testing';
import { WATCH_EXIT_CODES, watchExitCode, watchOnce, type WatchActions } from './watch';

const now = new Date('2026-11-26T12:00:00Z');
const release = settingsRelease;
const registry = startCanary(
  publish(emptyRegistry('local'), 'settings', release('1.0.0'), now),
  'settings',
  release('1.1.0'),
  5,
  now,
);

const health = (version: string, group: 'stable' | 'candidate', failureRate: number) =>
  ({
    remote: 'settings',
    version,
    group,
    pageViews: 60,
    loadFailures: Math.round(failureRate * 60),
    boundaryErrors: 0,
    failureRate,
    lcpSamples: 0,
    inpSamples: 0,
  }) satisfies ReleaseHealth;

function pass(releases: ReleaseHealth[], ramp = false) {
  const lines: string[] = [];
  const actions: jest.Mocked<WatchActions> = {
    abort: jest.fn(),
    ramp: jest.fn(),
    promote: jest.fn(),
  };
  const asked: string[] = [];
  const fetch = jest.fn((url: URL | RequestInfo) => {
    asked.push(String(url));
    return Promise.resolve(Response.json({ remote: 'settings', releases }));
  });
  return {
    lines,
    actions,
    asked,
    run: () =>
      watchOnce({
        registry,
        telemetry: 'http://127.0.0.1:3200',
        ramp,
        policy: DEFAULT_WATCH_POLICY,
        actions,
        log: (line) => lines.push(line),
        fetch,
      }),
  };
}

test('a candidate failing more than stable is aborted, and the line says why with figures', async () => {
  const watch = pass([health('1.0.0', 'stable', 0), health('1.1.0', 'candidate', 0.1)]);
  expect(watchExitCode(await watch.run())).toBe(WATCH_EXIT_CODES.aborted);
  expect(watch.asked).toEqual([
    `http://127.0.0.1:3200/v1/health?remote=settings&since=${now.getTime()}`,
  ]);
  expect(watch.actions.abort).toHaveBeenCalledWith('settings');
  expect(watch.lines).toEqual([
    "watch: settings 1.1.0 (candidate at 5 %, stable 1.0.0): abort: failure rate 10.0 % (6 load failures, 0 boundary errors in 60 views) against stable's 0.0 % (limit +2.0 %)",
  ]);
});

test('with --ramp a healthy candidate moves to the next step', async () => {
  const watch = pass([health('1.0.0', 'stable', 0), health('1.1.0', 'candidate', 0)], true);
  expect(watchExitCode(await watch.run())).toBe(WATCH_EXIT_CODES.ramped);
  expect(watch.actions.ramp).toHaveBeenCalledWith('settings', '1.1.0', 25);
  expect(watch.actions.abort).not.toHaveBeenCalled();
});

test("figures of another version, or of stable browsers, are not the candidate's", async () => {
  const watch = pass([health('1.1.0', 'stable', 0.5), health('0.9.0', 'candidate', 0.5)]);
  const verdicts = await watch.run();
  expect(watchExitCode(verdicts)).toBe(0);
  expect(verdicts[0]).toEqual({
    action: 'wait',
    reason: '0 of 50 candidate page views since it went to 5 % at 2026-11-26T12:00:00.000Z',
  });
  expect(watch.actions.abort).not.toHaveBeenCalled();
});

test('a receiver that does not answer is named with what to do', async () => {
  await expect(
    watchOnce({
      registry,
      telemetry: 'http://127.0.0.1:9',
      ramp: false,
      policy: DEFAULT_WATCH_POLICY,
      actions: { abort: jest.fn(), ramp: jest.fn(), promote: jest.fn() },
      log: () => undefined,
      fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    }),
  ).rejects.toThrow(
    'the telemetry receiver at http://127.0.0.1:9 does not answer (ECONNREFUSED): start it (node scripts/pnpm.mjs --filter telemetry start) or give --telemetry URL',
  );
});

// --- a ramp step is judged by its own views (the receiver's `since`) ---------------------------

const stepAt = new Date('2026-11-26T13:00:00Z');
const ramped = startCanary(registry, 'settings', release('1.1.0'), 25, stepAt);

/** `count` page views of a release at `time`, `failing` of them with a boundary error. */
function views(
  version: string,
  group: 'stable' | 'candidate',
  time: Date,
  count: number,
  failing = 0,
): TelemetryRecord[] {
  const release = { remote: 'settings', version, group };
  const route = '/locations/loc-1/devices';
  return Array.from({ length: count }, (_, index): TelemetryRecord[] => {
    const at = { time: time.getTime() + index, route, release };
    const view = { ...at, name: 'page_view' } as const;
    return index < failing
      ? [view, { ...at, name: 'boundary_error', message: 'render failed' }]
      : [view];
  }).flat();
}

/** A watch over a receiver that holds `records` and answers as tooling/telemetry does. */
function watchOver(on: Registry, records: TelemetryRecord[]) {
  const actions: jest.Mocked<WatchActions> = {
    abort: jest.fn(),
    ramp: jest.fn(),
    promote: jest.fn(),
  };
  const lines: string[] = [];
  const fetch = jest.fn((url: URL | RequestInfo) => {
    const query = new URL(String(url)).searchParams;
    const since = Number(query.get('since') ?? 0);
    return Promise.resolve(
      Response.json({ releases: releaseHealth(records, query.get('remote') ?? '', since) }),
    );
  });
  const run = () =>
    watchOnce({
      registry: on,
      telemetry: 'http://127.0.0.1:3200',
      ramp: true,
      policy: DEFAULT_WATCH_POLICY,
      actions,
      log: (line) => lines.push(line),
      fetch,
    });
  return { actions, lines, run };
}

// 5 %: 60 healthy candidate views, while stable failed more than it does now.
const beforeStep = [
  ...views('1.1.0', 'candidate', now, 60),
  ...views('1.0.0', 'stable', now, 100, 10),
];

test('after a ramp step the minimum sample counts only the views since that step', async () => {
  const watch = watchOver(ramped, [...beforeStep, ...views('1.1.0', 'candidate', stepAt, 10)]);
  const [verdict] = await watch.run();
  expect(verdict).toEqual({
    action: 'wait',
    reason: '10 of 50 candidate page views since it went to 25 % at 2026-11-26T13:00:00.000Z',
  });
  expect(watch.actions.ramp).not.toHaveBeenCalled();
  // Counted from the canary's start (its first step), the 60 views at 5 % fill the sample.
  const unstepped = watchOver(registry, [
    ...beforeStep,
    ...views('1.1.0', 'candidate', stepAt, 10),
  ]);
  expect((await unstepped.run())[0]?.action).toBe('ramp');
});

test("after a ramp step the candidate is compared with stable's views since that step alone", async () => {
  // At 25 %: 2 boundary errors in 50 views (4 %) against stable's 0 %. Over every view since the
  // canary went out it would be 2 in 110 (1.8 %) against stable's 10 in 200 (5 %): healthy.
  const watch = watchOver(ramped, [
    ...beforeStep,
    ...views('1.1.0', 'candidate', stepAt, 50, 2),
    ...views('1.0.0', 'stable', stepAt, 100),
  ]);
  const [verdict] = await watch.run();
  expect(watch.actions.abort).toHaveBeenCalledWith('settings');
  expect(verdict).toEqual({
    action: 'abort',
    reason:
      "failure rate 4.0 % (0 load failures, 2 boundary errors in 50 views) against stable's 0.0 % (limit +2.0 %)",
  });
});

test("--once's exit code names what the look did, the strongest of several first", () => {
  const verdict = (action: 'wait' | 'healthy' | 'abort' | 'promote') => ({ action, reason: '' });
  const ramp = { action: 'ramp', percent: 25, reason: '' } as const;
  expect(watchExitCode([])).toBe(0);
  expect(watchExitCode([verdict('wait'), verdict('healthy')])).toBe(0);
  expect(watchExitCode([ramp])).toBe(4);
  expect(watchExitCode([ramp, verdict('promote')])).toBe(5);
  expect(watchExitCode([verdict('promote'), verdict('abort'), ramp])).toBe(3);
});
