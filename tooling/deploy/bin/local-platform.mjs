// For scripts/serve-all.mjs, which is plain JavaScript: deploy's local-platform functions.
import { register } from 'tsx/esm/api';

register();
export const { releaseBuilds, localOrigins, followLocalOrigins } =
  await import('../src/local-platform.ts');
export const { remotePackages } = await import('../src/workspace.ts');
