import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { forwardTo } from './forward';
import { createTelemetryReceiver } from './receiver';
import { TELEMETRY_PORT } from './receiver-address';
import { createTelemetryStore } from './telemetry-store';

const USAGE = `usage: telemetry-receiver [--port ${TELEMETRY_PORT}] [--host localhost] [--file .state/telemetry.jsonl] [--collector URL] [--origin URL]...`;

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

const store = createTelemetryStore({ file: resolve(values.file) });
const server = createTelemetryReceiver({
  store,
  ...(values.origin.length > 0 ? { origins: new Set(values.origin) } : {}),
  ...(values.collector ? { forward: forwardTo({ endpoint: values.collector }) } : {}),
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `telemetry receiver on http://${values.host}:${values.port}${values.collector ? `, forwarding to ${values.collector}` : ''}`,
  );
});
