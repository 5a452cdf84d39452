#!/usr/bin/env node
// Runs webpack with the app's webpack.config.ts, loaded through tsx.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('webpack-cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [
    '--import',
    import.meta.resolve('tsx'),
    cli,
    '--config',
    'webpack.config.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
