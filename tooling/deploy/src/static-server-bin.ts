import { join } from 'node:path';

/**
 * The static server's command, beside this package in the workspace (tooling/static-server): the
 * host's rendering process of `deploy serve` and the promotion gate's host run it.
 */
export const STATIC_SERVER_BIN = join(
  import.meta.dirname,
  '..',
  '..',
  'static-server',
  'bin',
  'static-server.mjs',
);
