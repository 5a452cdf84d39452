#!/usr/bin/env node
// Starts the app's dev server (hot reload) with its webpack.config.ts, from its bundle
// (tooling/ts-bundle).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundled } from 'ts-bundle';

const require = createRequire(import.meta.url);
const cli = require.resolve('webpack-cli/bin/cli.js');
const config = await bundled(join(process.cwd(), 'webpack.config.ts'));
const result = spawnSync(
  process.execPath,
  [cli, 'serve', '--config', config, '--mode', 'development', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
