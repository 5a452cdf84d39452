import type { ReleaseHealth } from 'telemetry';
import { canaryVerdict, DEFAULT_WATCH_POLICY } from './canary-verdict';

const health = (overrides: Partial<ReleaseHealth>): ReleaseHealth => ({
  remote: 'settings',
  version: '1.0.0',
  group: 'stable',
  pageViews: 500,
  loadFailures: 0,
  boundaryErrors: 0,
  failureRate: 0,
  lcpP75: 1000,
  inpP75: 100,
  lcpSamples: 500,
  inpSamples: 500,
  ...overrides,
});
const stable = health({ failureRate: 0.01, loadFailures: 5 });
const candidate = (overrides: Partial<ReleaseHealth> = {}) =>
  health({ version: '1.1.0', group: 'candidate', pageViews: 50, failureRate: 0.01, ...overrides });

test('no verdict before the minimum sample of candidate page views', () => {
  expect(
    canaryVerdict({ candidate: candidate({ pageViews: 49 }), stable, percent: 5, ramp: true }),
  ).toEqual({ action: 'wait', reason: '49 of 50 candidate page views so far' });
  expect(canaryVerdict({ candidate: undefined, stable, percent: 5, ramp: true }).action).toBe(
    'wait',
  );
});

test("a failure rate more than 2 points above stable's aborts, with the figures", () => {
  const worse = candidate({ failureRate: 0.04, loadFailures: 1, boundaryErrors: 1 });
  expect(canaryVerdict({ candidate: worse, stable, percent: 5, ramp: false })).toEqual({
    action: 'abort',
    reason:
      "failure rate 4.0 % (1 load failures, 1 boundary errors in 50 views) against stable's 1.0 % (limit +2.0 %)",
  });
  const within = candidate({ failureRate: 0.03 });
  expect(canaryVerdict({ candidate: within, stable, percent: 5, ramp: false }).action).toBe(
    'healthy',
  );
});

test("a p75 LCP or INP more than 20 % above stable's aborts", () => {
  expect(
    canaryVerdict({ candidate: candidate({ lcpP75: 1201 }), stable, percent: 5, ramp: false }),
  ).toEqual({
    action: 'abort',
    reason: "p75 LCP 1201 ms against stable's 1000 ms (+20 %, limit +20 %)",
  });
  expect(
    canaryVerdict({ candidate: candidate({ inpP75: 130 }), stable, percent: 5, ramp: false })
      .reason,
  ).toBe("p75 INP 130 ms against stable's 100 ms (+30 %, limit +20 %)");
  expect(
    canaryVerdict({ candidate: candidate({ lcpP75: 1200 }), stable, percent: 5, ramp: false })
      .action,
  ).toBe('healthy');
});

test('with --ramp a healthy candidate goes 5, 25, 50, 100 % and is then promoted', () => {
  const steps = [5, 25, 50, 100].map((percent) =>
    canaryVerdict({ candidate: candidate(), stable, percent, ramp: true }),
  );
  expect(
    steps.map((verdict) => (verdict.action === 'ramp' ? verdict.percent : verdict.action)),
  ).toEqual([25, 50, 100, 'promote']);
  expect(DEFAULT_WATCH_POLICY.ramp).toEqual([5, 25, 50, 100]);
});

test('a first canary below the first step ramps to it', () => {
  const verdict = canaryVerdict({ candidate: candidate(), stable, percent: 1, ramp: true });
  expect(verdict).toMatchObject({ action: 'ramp', percent: 5 });
});
