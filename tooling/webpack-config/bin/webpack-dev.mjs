#!/usr/bin/env node
// Starts the app's dev server (hot reload) with its webpack.config.ts, loaded through tsx.
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
    'serve',
    '--config',
    'webpack.config.ts',
    '--mode',
    'development',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
