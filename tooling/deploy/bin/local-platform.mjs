// For the plain JavaScript scripts (scripts/serve-all.mjs, bench/): deploy's local-platform
// functions, from a bundle as the command runs (bundle.mjs).
import { bundled } from './bundle.mjs';

export const { releaseBuilds, localOrigins, followLocalOrigins, remotePackages } = await import(
  await bundled(import.meta.dirname + '/..', 'src/local-platform.ts')
);
