// For scripts/serve-all.mjs, which is plain JavaScript: where the receiver listens (src/receiver.ts).
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

export const { TELEMETRY_ORIGIN, TELEMETRY_PORT } = await importBundled(
  join(import.meta.dirname, '..', 'src', 'receiver-address.ts'),
);
