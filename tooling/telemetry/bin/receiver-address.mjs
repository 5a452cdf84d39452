// For scripts/serve-all.mjs, which is plain JavaScript: where the receiver listens (src/receiver.ts).
import { join } from 'node:path';
import { bundled } from 'ts-bundle';

export const { TELEMETRY_ORIGIN, TELEMETRY_PORT } = await import(
  await bundled(join(import.meta.dirname, '..', 'src', 'receiver-address.ts'))
);
