#!/usr/bin/env node
// `npm test`: install what the tests need (Debian chromium when missing), then typecheck, lint,
// format check, unit tests, sandbox-api load test, each remote alone on its dev server (every page
// of its route table), production builds, the JavaScript budget check and the Playwright suite.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing: run "apt-get install -y chromium" as root, then npm test again.`,
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile']);
run('node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'typecheck']);
run('node', ['scripts/pnpm.mjs', 'exec', 'eslint', '--max-warnings=0', '.']);
run('node', ['scripts/pnpm.mjs', 'exec', 'prettier', '--check', '.']);
run('node', ['scripts/pnpm.mjs', 'exec', 'jest', '--ci']);
run('node', ['scripts/pnpm.mjs', '--filter', 'sandbox-api', 'run', 'test:load']);
run('node', ['scripts/pnpm.mjs', '--filter', 'e2e', 'run', 'test:standalone']);
run('node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'build']);
run('node', ['scripts/check-budgets.mjs']);
run('node', ['scripts/pnpm.mjs', '--filter', 'e2e', 'run', 'test']);
run('node', ['scripts/pnpm.mjs', '--filter', 'e2e', 'run', 'test:performance']);
