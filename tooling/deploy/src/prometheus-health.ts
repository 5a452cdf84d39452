// `deploy watch --prometheus URL`: each release's health read from Prometheus, which scrapes every
// telemetry receiver's /metrics (tooling/telemetry's release-metrics.ts), as Flagger's and Argo
// Rollouts' analyses read theirs. The same figures as the receiver's own health endpoint, so the
// same verdict (canary-verdict.ts) decides.
import { RELEASE_METRICS, type ReleaseHealth } from 'telemetry';
import { messageOf } from './message-of';

export interface PrometheusHealthOptions {
  /** Prometheus's origin, e.g. http://127.0.0.1:9090. */
  url: string;
  /** Told each query and what it answered: the figures behind the decision. */
  log: (line: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

type Sample = { version: string; group: string; value: number };

const BY = 'version, group';

/**
 * How much `metric` grew over the window (the whole of each series when `seconds` is undefined),
 * summed over the receivers, per version and group. A series born inside the window counts from
 * zero (`or … * 0`): `increase()` would miss its first value, and a canary's first views are
 * exactly that. A receiver that restarted would make it negative: clamped to zero.
 */
function growth(metric: string, selector: string, seconds: number | undefined, by = BY): string {
  const now = `sum by (${by}) (${metric}${selector})`;
  if (seconds === undefined) return now;
  const then = `sum by (${by}) (${metric}${selector} offset ${seconds}s)`;
  return `clamp_min(${now} - (${then} or ${now} * 0), 0)`;
}

const p75 = (histogram: string, selector: string, seconds: number | undefined) =>
  `histogram_quantile(0.75, ${growth(`${histogram}_bucket`, selector, seconds, `le, ${BY}`)})`;

async function query(options: PrometheusHealthOptions, promql: string): Promise<Sample[]> {
  const url = new URL('/api/v1/query', options.url);
  url.searchParams.set('query', promql);
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new Error(
      `Prometheus at ${options.url} does not answer (${messageOf(error)}): check --prometheus`,
      { cause: error },
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    status?: string;
    error?: string;
    data?: { result?: { metric: Record<string, string>; value: [number, string] }[] };
  };
  if (!response.ok || body.status !== 'success') {
    throw new Error(
      `Prometheus at ${options.url} refused a query (${body.error ?? response.status}): ${promql}`,
    );
  }
  const samples = (body.data?.result ?? []).flatMap(({ metric, value }) => {
    const number = Number(value[1]);
    return metric.version && metric.group && Number.isFinite(number)
      ? [{ version: metric.version, group: metric.group, value: number }]
      : [];
  });
  options.log(
    `prometheus: ${promql} = ${samples.length === 0 ? 'none' : samples.map((sample) => `${sample.version} ${sample.group} ${Number(sample.value.toFixed(2))}`).join('; ')}`,
  );
  return samples;
}

/** Each release's health for `remote` since `since` (ms since the epoch), from Prometheus. */
export function prometheusHealth(options: PrometheusHealthOptions) {
  const now = options.now ?? Date.now;
  return async (remote: string, since: number | undefined): Promise<ReleaseHealth[]> => {
    const selector = `{remote=${JSON.stringify(remote)}}`;
    const seconds =
      since === undefined ? undefined : Math.max(1, Math.ceil((now() - since) / 1000));
    const [views, loads, boundaries, lcp, lcpCount, inp, inpCount] = await Promise.all([
      query(options, growth(RELEASE_METRICS.pageViews, selector, seconds)),
      query(options, growth(RELEASE_METRICS.loadFailures, selector, seconds)),
      query(options, growth(RELEASE_METRICS.boundaryErrors, selector, seconds)),
      query(options, p75(RELEASE_METRICS.lcp, selector, seconds)),
      query(options, growth(`${RELEASE_METRICS.lcp}_count`, selector, seconds)),
      query(options, p75(RELEASE_METRICS.inp, selector, seconds)),
      query(options, growth(`${RELEASE_METRICS.inp}_count`, selector, seconds)),
    ]);
    const of = (samples: Sample[], { version, group }: Sample) =>
      samples.find((sample) => sample.version === version && sample.group === group)?.value;
    return views.flatMap((release): ReleaseHealth[] => {
      if (release.group !== 'stable' && release.group !== 'candidate') return [];
      const pageViews = Math.round(release.value);
      const loadFailures = Math.round(of(loads, release) ?? 0);
      const boundaryErrors = Math.round(of(boundaries, release) ?? 0);
      // A series that grew nothing in the window is a release with no record in it: none, as the
      // receiver's own health answers.
      if (pageViews + loadFailures + boundaryErrors === 0) return [];
      const lcpP75 = of(lcp, release);
      const inpP75 = of(inp, release);
      return [
        {
          remote,
          version: release.version,
          group: release.group,
          pageViews,
          loadFailures,
          boundaryErrors,
          failureRate:
            pageViews === 0 ? 0 : Math.min(1, (loadFailures + boundaryErrors) / pageViews),
          ...(lcpP75 === undefined ? {} : { lcpP75: Math.round(lcpP75) }),
          ...(inpP75 === undefined ? {} : { inpP75: Math.round(inpP75) }),
          lcpSamples: Math.round(of(lcpCount, release) ?? 0),
          inpSamples: Math.round(of(inpCount, release) ?? 0),
        },
      ];
    });
  };
}
