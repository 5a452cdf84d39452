#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's "packageManager" through npx,
// so a fresh machine with only Node and npm needs nothing installed globally.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpm = packageManager.split('+')[0];

const result = spawnSync('npx', ['--yes', pnpm, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
  // prefer-offline: a pnpm already in npx's cache starts without asking the registry.
  env: {
    ...process.env,
    COREPACK_ENABLE_STRICT: '0',
    npm_config_update_notifier: 'false',
    npm_config_prefer_offline: 'true',
  },
});
process.exit(result.status ?? 1);
