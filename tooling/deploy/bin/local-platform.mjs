// For the plain JavaScript scripts (scripts/serve-all.mjs, bench/): deploy's local-platform
// functions, from a bundle as the command runs (tooling/ts-bundle).
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

export const { releaseBuilds, localOrigins, followLocalOrigins, remotePackages } =
  await importBundled(join(import.meta.dirname, '..', 'src', 'local-platform.ts'));
