import type { CanaryGroup, TelemetryRecord } from 'shared-contracts/telemetry';

/** How one version of a remote did in the field: what `deploy watch` compares. */
export interface ReleaseHealth {
  remote: string;
  version: string;
  group: CanaryGroup;
  pageViews: number;
  /** Loads that did not end `ok` (failed, timed out, refused). */
  loadFailures: number;
  boundaryErrors: number;
  /** (load failures + boundary errors) per page view; 0 before the first view. */
  failureRate: number;
  /** 75th percentile, in milliseconds; absent before the first sample. */
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
  pageViews: number;
  loadFailures: number;
  boundaryErrors: number;
  lcp: number[];
  inp: number[];
}

/**
 * Each version's health for one remote, from the records received since `since` (ms since the epoch,
 * the receiver's clock; a record without its arrival counts at the browser's time). A page view of
 * a release a tester pinned (group `override`, ADR 0029) is no sample of the canary: left out.
 */
export function releaseHealth(
  records: Iterable<TelemetryRecord & { receivedAt?: number }>,
  remote: string,
  since = 0,
): ReleaseHealth[] {
  const tallies = new Map<string, Tally>();
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
        pageViews: 0,
        loadFailures: 0,
        boundaryErrors: 0,
        lcp: [],
        inp: [],
      };
      tallies.set(key, tally);
    }
    if (record.name === 'page_view') tally.pageViews += 1;
    else if (record.name === 'remote_load' && record.outcome !== 'ok') tally.loadFailures += 1;
    else if (record.name === 'boundary_error') tally.boundaryErrors += 1;
    else if (record.name === 'web_vital' && record.vital === 'LCP') tally.lcp.push(record.value);
    else if (record.name === 'web_vital' && record.vital === 'INP') tally.inp.push(record.value);
  }
  return [...tallies.values()].map(({ lcp, inp, ...tally }) => {
    const lcpP75 = percentile(lcp, 75);
    const inpP75 = percentile(inp, 75);
    return {
      ...tally,
      failureRate:
        tally.pageViews === 0 ? 0 : (tally.loadFailures + tally.boundaryErrors) / tally.pageViews,
      ...(lcpP75 === undefined ? {} : { lcpP75 }),
      ...(inpP75 === undefined ? {} : { inpP75 }),
      lcpSamples: lcp.length,
      inpSamples: inp.length,
    };
  });
}
