/**
 * The Prometheus configuration that scrapes the receivers' `/metrics` each second (`targets`,
 * `host:port`), sending the health token read from `tokenFile` (the token never sits in the
 * configuration itself): what `serve-all` runs and what the Prometheus watch test runs.
 */
export function prometheusConfig(targets: readonly string[], tokenFile: string): string {
  return [
    'global: { scrape_interval: 1s, evaluation_interval: 1s }',
    'scrape_configs:',
    '  - job_name: telemetry',
    `    authorization: { type: Bearer, credentials_file: ${tokenFile} }`,
    `    static_configs: [{ targets: [${targets.join(', ')}] }]`,
    '',
  ].join('\n');
}
