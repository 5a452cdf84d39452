#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's "packageManager", so a fresh machine with only Node
// and npm needs nothing installed globally. The first call fetches it through npx; later calls run
// the copy npx keeps in npm's cache directly, since npx's own start-up costs seconds of CPU per call.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpm = packageManager.split('+')[0];
const version = pnpm.slice('pnpm@'.length);

/** pnpm's CLI at the pinned version in npx's cache (npm's cache folder, `_npx`), if it is there. */
function cachedPnpm() {
  const npx = join(process.env.npm_config_cache || join(homedir(), '.npm'), '_npx');
  if (!existsSync(npx)) return undefined;
  for (const entry of readdirSync(npx)) {
    const dir = join(npx, entry, 'node_modules', 'pnpm');
    const cli = join(dir, 'bin', 'pnpm.cjs');
    try {
      if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version === version) {
        if (existsSync(cli)) return cli;
      }
    } catch {
      // Not a pnpm, or one npx is still writing: look on.
    }
  }
  return undefined;
}

const env = {
  ...process.env,
  COREPACK_ENABLE_STRICT: '0',
  npm_config_update_notifier: 'false',
  // prefer-offline: a pnpm already in npx's cache starts without asking the registry.
  npm_config_prefer_offline: 'true',
};
const args = process.argv.slice(2);
const cli = cachedPnpm();
const result = cli
  ? spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', env })
  : spawnSync('npx', ['--yes', pnpm, ...args], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
