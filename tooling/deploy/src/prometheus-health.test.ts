import { prometheusHealth } from './prometheus-health';

const answering = (results: Record<string, string>) =>
  jest.fn((url: URL | RequestInfo) => {
    const query = new URL(String(url)).searchParams.get('query') ?? '';
    const metric = Object.keys(results).find((name) => query.includes(name));
    return Promise.resolve(
      Response.json({
        status: 'success',
        data: {
          resultType: 'vector',
          result: metric
            ? [{ metric: { version: '1.1.0', group: 'candidate' }, value: [0, results[metric]] }]
            : [],
        },
      }),
    );
  });

test('the figures are read from PromQL over the step, the series born in it counted from zero', async () => {
  const lines: string[] = [];
  const fetch = answering({
    vsg_release_page_views_total: '12',
    vsg_release_load_failures_total: '3',
    vsg_release_lcp_milliseconds_bucket: 'NaN',
  });
  const health = prometheusHealth({
    url: 'http://127.0.0.1:9090',
    log: (line) => lines.push(line),
    fetch,
    now: () => 100_000,
  });
  expect(await health('settings', 40_000)).toEqual([
    {
      remote: 'settings',
      version: '1.1.0',
      group: 'candidate',
      pageViews: 12,
      loadFailures: 3,
      boundaryErrors: 0,
      failureRate: 0.25,
      lcpSamples: 0,
      inpSamples: 0,
    },
  ]);
  expect(lines).toContain(
    'prometheus: clamp_min(sum by (version, group) (vsg_release_page_views_total{remote="settings"}) - (sum by (version, group) (vsg_release_page_views_total{remote="settings"} offset 60s) or sum by (version, group) (vsg_release_page_views_total{remote="settings"}) * 0), 0) = 1.1.0 candidate 12',
  );
});

test('a Prometheus that does not answer, or refuses a query, is said with what to check', async () => {
  const down = prometheusHealth({
    url: 'http://127.0.0.1:9',
    log: () => undefined,
    fetch: () => Promise.reject(new Error('ECONNREFUSED')),
  });
  await expect(down('settings', undefined)).rejects.toThrow(
    'Prometheus at http://127.0.0.1:9 does not answer (ECONNREFUSED): check --prometheus',
  );
  const refusing = prometheusHealth({
    url: 'http://127.0.0.1:9090',
    log: () => undefined,
    fetch: () =>
      Promise.resolve(Response.json({ status: 'error', error: 'parse error' }, { status: 400 })),
  });
  await expect(refusing('settings', undefined)).rejects.toThrow(
    'Prometheus at http://127.0.0.1:9090 refused a query (parse error): sum by (version, group)',
  );
});
