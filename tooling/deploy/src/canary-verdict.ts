import type { ReleaseHealth } from 'telemetry';

/** When `deploy watch` aborts, ramps or promotes a candidate (each is an option). */
export interface WatchPolicy {
  /** Candidate page views needed before any verdict. */
  minSample: number;
  /** Abort when the candidate's failure rate passes stable's by more than this (0.02: 2 points). */
  maxFailureRateIncrease: number;
  /** Abort when the candidate's p75 LCP or INP passes stable's by more than this (0.2: 20 %). */
  maxLatencyIncrease: number;
  /** With `--ramp`: the percentages a healthy candidate goes through, the last one 100. */
  ramp: readonly number[];
}

export const DEFAULT_WATCH_POLICY: WatchPolicy = {
  minSample: 50,
  maxFailureRateIncrease: 0.02,
  maxLatencyIncrease: 0.2,
  ramp: [5, 25, 50, 100],
};

export type Verdict =
  | { action: 'wait'; reason: string }
  | { action: 'abort'; reason: string }
  | { action: 'healthy'; reason: string }
  | { action: 'ramp'; percent: number; reason: string }
  | { action: 'promote'; reason: string };

const points = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number | undefined) =>
  value === undefined ? 'none' : `${Math.round(value)} ms`;

function latencyProblem(
  vital: 'LCP' | 'INP',
  candidate: number | undefined,
  stable: number | undefined,
  policy: WatchPolicy,
): string | undefined {
  if (candidate === undefined || stable === undefined || stable <= 0) return undefined;
  if (candidate <= stable * (1 + policy.maxLatencyIncrease)) return undefined;
  const increase = Math.round((candidate / stable - 1) * 100);
  return `p75 ${vital} ${ms(candidate)} against stable's ${ms(stable)} (+${increase} %, limit +${Math.round(policy.maxLatencyIncrease * 100)} %)`;
}

/**
 * What to do with a candidate now, from its health and stable's since its current step began
 * (`since`, the candidate's `stepStartedAt`; absent for one recorded without it: since it went out).
 * `percent` is the candidate's share now; `ramp` says whether a healthy candidate moves on.
 */
export function canaryVerdict(input: {
  candidate: ReleaseHealth | undefined;
  stable: ReleaseHealth | undefined;
  percent: number;
  since?: string;
  ramp: boolean;
  policy?: WatchPolicy;
}): Verdict {
  const policy = input.policy ?? DEFAULT_WATCH_POLICY;
  const candidateViews = input.candidate?.pageViews ?? 0;
  if (!input.candidate || candidateViews < policy.minSample) {
    const since =
      input.since === undefined
        ? 'so far'
        : `since it went to ${input.percent} % at ${input.since}`;
    return {
      action: 'wait',
      reason: `${candidateViews} of ${policy.minSample} candidate page views ${since}`,
    };
  }
  const candidate = input.candidate;
  const stableRate = input.stable?.failureRate ?? 0;
  const problems: string[] = [];
  if (candidate.failureRate - stableRate > policy.maxFailureRateIncrease) {
    problems.push(
      `failure rate ${points(candidate.failureRate)} (${candidate.loadFailures} load failures, ${candidate.boundaryErrors} boundary errors in ${candidate.pageViews} views) against stable's ${points(stableRate)} (limit +${points(policy.maxFailureRateIncrease)})`,
    );
  }
  for (const problem of [
    latencyProblem('LCP', candidate.lcpP75, input.stable?.lcpP75, policy),
    latencyProblem('INP', candidate.inpP75, input.stable?.inpP75, policy),
  ]) {
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) return { action: 'abort', reason: problems.join('; ') };

  const figures = `failure rate ${points(candidate.failureRate)} against ${points(stableRate)}, p75 LCP ${ms(candidate.lcpP75)} against ${ms(input.stable?.lcpP75)}, p75 INP ${ms(candidate.inpP75)} against ${ms(input.stable?.inpP75)}, ${candidate.pageViews} views`;
  if (!input.ramp) return { action: 'healthy', reason: figures };
  const next = policy.ramp.find((step) => step > input.percent);
  if (next === undefined || input.percent >= 100) return { action: 'promote', reason: figures };
  return { action: 'ramp', percent: next, reason: figures };
}
