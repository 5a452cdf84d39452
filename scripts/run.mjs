import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a step from the repo root, echoing it, and stops everything when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ failed after ${seconds}s: ${[command, ...args].join(' ')}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${seconds}s`);
}
