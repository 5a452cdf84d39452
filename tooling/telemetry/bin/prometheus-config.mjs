// For scripts/serve-all.mjs, which is plain JavaScript: the Prometheus it runs (src/prometheus-config.ts).
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

export const { prometheusConfig } = await importBundled(
  join(import.meta.dirname, '..', 'src', 'prometheus-config.ts'),
);
