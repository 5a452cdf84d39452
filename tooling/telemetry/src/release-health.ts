import type { CanaryGroup, TelemetryRecord } from 'shared-contracts/telemetry';

/** How one version of a remote did in the field: what `deploy watch` compares. */
export interface ReleaseHealth {
  remote: string;
  version: string;
  group: CanaryGroup;
  /** The browsers that viewed it (each counted once). */
  pageViews: number;
  /** The browsers whose load did not end `ok` (failed, timed out, refused). */
  loadFailures: number;
  /** The browsers in which its boundary caught an error. */
  boundaryErrors: number;
  /** The share of its browsers that met either, at most 1; 0 before the first view. */
  failureRate: number;
  /** 75th percentile over browsers (each its own p75), in milliseconds; absent before a sample. */
  lcpP75?: number;
  inpP75?: number;
  lcpSamples: number;
  inpSamples: number;
}

/** The nearest-rank percentile of the values (`p` in 0..100); undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

interface Tally {
  remote: string;
  version: string;
  group: CanaryGroup;
  viewers: Set<string>;
  loadFailed: Set<string>;
  boundaryFailed: Set<string>;
  lcp: Map<string, number[]>;
  inp: Map<string, number[]>;
}

const sampleOf = (samples: Map<string, number[]>, browser: string, value: number) => {
  const kept = samples.get(browser);
  if (kept) kept.push(value);
  else samples.set(browser, [value]);
};

/** Each browser's own 75th percentile as one sample, so that one browser weighs as one. */
const perBrowserP75 = (samples: Map<string, number[]>): number[] =>
  [...samples.values()].flatMap((values) => percentile(values, 75) ?? []);

/**
 * Each version's health for one remote, from the records received since `since` (ms since the epoch,
 * the receiver's clock; a record without its arrival counts at the browser's time). Each browser
 * counts at most once per version and group: one browser that sends thirty page views, or thirty
 * failures, weighs as one (a record stored without its browser stands for a browser of its own).
 * A page view of a release a tester pinned (group `override`, ADR 0029) is no sample of the canary:
 * left out.
 */
export function releaseHealth(
  records: Iterable<TelemetryRecord & { receivedAt?: number; browser?: string }>,
  remote: string,
  since = 0,
): ReleaseHealth[] {
  const tallies = new Map<string, Tally>();
  let anonymous = 0;
  for (const record of records) {
    const release = record.release;
    if (!release || release.remote !== remote || (record.receivedAt ?? record.time) < since)
      continue;
    const { group, version } = release;
    if (group === 'override') continue;
    const key = `${version}\u0000${group}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        remote,
        version,
        group,
        viewers: new Set(),
        loadFailed: new Set(),
        boundaryFailed: new Set(),
        lcp: new Map(),
        inp: new Map(),
      };
      tallies.set(key, tally);
    }
    const browser = record.browser ?? `\u0000${(anonymous += 1)}`;
    if (record.name === 'page_view') tally.viewers.add(browser);
    else if (record.name === 'remote_load' && record.outcome !== 'ok')
      tally.loadFailed.add(browser);
    else if (record.name === 'boundary_error') tally.boundaryFailed.add(browser);
    else if (record.name === 'web_vital' && record.vital === 'LCP')
      sampleOf(tally.lcp, browser, record.value);
    else if (record.name === 'web_vital' && record.vital === 'INP')
      sampleOf(tally.inp, browser, record.value);
  }
  return [...tallies.values()].map(
    ({ viewers, loadFailed, boundaryFailed, lcp: lcpByBrowser, inp: inpByBrowser, ...tally }) => {
      const lcp = perBrowserP75(lcpByBrowser);
      const inp = perBrowserP75(inpByBrowser);
      const lcpP75 = percentile(lcp, 75);
      const inpP75 = percentile(inp, 75);
      const failed = new Set([...loadFailed, ...boundaryFailed]);
      return {
        ...tally,
        pageViews: viewers.size,
        loadFailures: loadFailed.size,
        boundaryErrors: boundaryFailed.size,
        failureRate: viewers.size === 0 ? 0 : Math.min(1, failed.size / viewers.size),
        ...(lcpP75 === undefined ? {} : { lcpP75 }),
        ...(inpP75 === undefined ? {} : { inpP75 }),
        lcpSamples: lcp.length,
        inpSamples: inp.length,
      };
    },
  );
}
