// For scripts/serve-all.mjs, which is plain JavaScript: the telemetry's secrets (src/local-secrets.ts).
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

export const { localTelemetrySecrets } = await importBundled(
  join(import.meta.dirname, '..', 'src', 'local-secrets.ts'),
);
