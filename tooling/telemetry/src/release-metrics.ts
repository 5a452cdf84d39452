import { Counter, Histogram, Registry } from 'prom-client';
import type { TelemetryRecord } from 'shared-contracts/telemetry';

/** The metric names `deploy watch --prometheus` queries (tooling/deploy's prometheus-health.ts). */
export const RELEASE_METRICS = {
  pageViews: 'vsg_release_page_views_total',
  loadFailures: 'vsg_release_load_failures_total',
  boundaryErrors: 'vsg_release_boundary_errors_total',
  lcp: 'vsg_release_lcp_milliseconds',
  inp: 'vsg_release_inp_milliseconds',
  overLimit: 'vsg_release_browsers_over_limit_total',
} as const;

const LABELS = ['remote', 'version', 'group'] as const;

// Around the verdict's thresholds: web.dev's good/poor bounds (LCP 2.5 s and 4 s, INP 200 and
// 500 ms), finer where a 20 % increase must show.
const LCP_BUCKETS = [250, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 6000, 10000];
const INP_BUCKETS = [16, 32, 50, 75, 100, 150, 200, 300, 500, 1000, 2000];

export interface ReleaseMetricsOptions {
  /** How long a browser counted for a release stays counted, in ms. */
  windowMs?: number;
  /** The most browsers remembered in a window; a browser past it is not counted, and said. */
  maxBrowsers?: number;
  now?: () => number;
}

export interface ReleaseMetrics {
  /** Counts what `records` add, each browser once per release, kind and window. */
  add(records: readonly TelemetryRecord[], browser: string): void;
  /** The Prometheus text exposition of every metric. */
  exposition(): Promise<string>;
  contentType: string;
}

/**
 * Release health as Prometheus metrics, for several receivers to share nothing: each counts the
 * browsers nginx sends it (a consistent hash of the browser id), each at most once per release,
 * kind (a view, a failed load, a boundary error, a vital) and window, in a bounded set that is
 * emptied as each window ends. Prometheus adds the receivers up.
 */
export function createReleaseMetrics({
  windowMs = 10 * 60 * 1000,
  maxBrowsers = 200_000,
  now = Date.now,
}: ReleaseMetricsOptions = {}): ReleaseMetrics {
  const registry = new Registry();
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: LABELS, registers: [registry] });
  const pageViews = counter(RELEASE_METRICS.pageViews, 'Browsers that viewed a release.');
  const loadFailures = counter(
    RELEASE_METRICS.loadFailures,
    'Browsers in which loading a release did not end ok.',
  );
  const boundaryErrors = counter(
    RELEASE_METRICS.boundaryErrors,
    "Browsers in which a release's boundary caught an error.",
  );
  const lcp = new Histogram({
    name: RELEASE_METRICS.lcp,
    help: "Largest contentful paint of a release's page, one sample per browser.",
    labelNames: LABELS,
    buckets: LCP_BUCKETS,
    registers: [registry],
  });
  const inp = new Histogram({
    name: RELEASE_METRICS.inp,
    help: "Interaction to next paint of a release's page, one sample per browser.",
    labelNames: LABELS,
    buckets: INP_BUCKETS,
    registers: [registry],
  });
  const overLimit = new Counter({
    name: RELEASE_METRICS.overLimit,
    help: 'Records not counted: the window had met its most browsers.',
    registers: [registry],
  });

  let window = -1;
  let seen = new Set<string>();
  /** Whether this browser is counted for this key now (the first time in the window). */
  const firstTime = (key: string): boolean => {
    const current = Math.floor(now() / windowMs);
    if (current !== window) {
      window = current;
      seen = new Set();
    }
    if (seen.has(key)) return false;
    if (seen.size >= maxBrowsers) {
      overLimit.inc();
      return false;
    }
    seen.add(key);
    return true;
  };

  return {
    add(records, browser) {
      for (const record of records) {
        const { release } = record;
        if (!release || release.group === 'override') continue;
        const labels = { remote: release.remote, version: release.version, group: release.group };
        const once = (kind: string) =>
          firstTime(
            `${kind}\u0000${labels.remote}\u0000${labels.version}\u0000${labels.group}\u0000${browser}`,
          );
        if (record.name === 'page_view' && once('view')) pageViews.inc(labels);
        else if (record.name === 'remote_load' && record.outcome !== 'ok' && once('load'))
          loadFailures.inc(labels);
        else if (record.name === 'boundary_error' && once('boundary')) boundaryErrors.inc(labels);
        else if (record.name === 'web_vital' && record.vital === 'LCP' && once('lcp'))
          lcp.observe(labels, record.value);
        else if (record.name === 'web_vital' && record.vital === 'INP' && once('inp'))
          inp.observe(labels, record.value);
      }
    },
    exposition: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
