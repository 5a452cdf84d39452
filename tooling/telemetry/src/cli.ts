import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { forwardTo } from './forward';
import { createTelemetryReceiver, HEALTH_TOKEN_ENV } from './receiver';
import { TELEMETRY_PORT } from './receiver-address';
import { createReleaseMetrics } from './release-metrics';
import { createTelemetryStore } from './telemetry-store';
import { VIEW_TOKEN_SECRET_ENV } from './view-token';

const USAGE = `usage: ${VIEW_TOKEN_SECRET_ENV}=… ${HEALTH_TOKEN_ENV}=… telemetry-receiver [--port ${TELEMETRY_PORT}] [--host localhost] [--file .state/telemetry.jsonl] [--collector URL] [--origin URL]...`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? String(TELEMETRY_PORT) },
    host: { type: 'string', default: 'localhost' },
    file: { type: 'string', default: process.env.TELEMETRY_FILE ?? '.state/telemetry.jsonl' },
    // OpenTelemetry's own variable for an exporter's collector.
    collector: { type: 'string', default: process.env.OTEL_EXPORTER_OTLP_ENDPOINT },
    // The platform's page origins: records from any other are refused.
    origin: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Secrets come from the process's environment only: a command line is visible to every user.
const viewTokenSecret = process.env[VIEW_TOKEN_SECRET_ENV];
const healthToken = process.env[HEALTH_TOKEN_ENV];
if (!viewTokenSecret || !healthToken) {
  console.error(
    `${USAGE}\n${VIEW_TOKEN_SECRET_ENV} (the secret the host's server signs view tokens with) and ${HEALTH_TOKEN_ENV} (the token deploy watch sends) must both be set.`,
  );
  process.exit(2);
}

const file = resolve(values.file);
const store = createTelemetryStore({ file });
// Records no view token vouches for, kept apart with why: never counted, there to be looked at.
const uncounted = createTelemetryStore({
  file: file.replace(/(\.jsonl)?$/, '.uncounted.jsonl'),
  limit: 10_000,
});
const server = createTelemetryReceiver({
  store,
  metrics: createReleaseMetrics(),
  uncounted,
  viewTokenSecret,
  healthToken,
  ...(values.origin.length > 0 ? { origins: new Set(values.origin) } : {}),
  ...(values.collector ? { forward: forwardTo({ endpoint: values.collector }) } : {}),
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `telemetry receiver on http://${values.host}:${values.port}${values.collector ? `, forwarding to ${values.collector}` : ''}`,
  );
});
