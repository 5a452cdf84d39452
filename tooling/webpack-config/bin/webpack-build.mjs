#!/usr/bin/env node
// Runs webpack with the app's webpack.config.ts, from its bundle (tooling/ts-bundle).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundled } from 'ts-bundle';

const require = createRequire(import.meta.url);
const cli = require.resolve('webpack-cli/bin/cli.js');
const config = await bundled(join(process.cwd(), 'webpack.config.ts'));
const result = spawnSync(process.execPath, [cli, '--config', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
