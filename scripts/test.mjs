#!/usr/bin/env node
// `npm test`: install what the tests need (Debian's chromium, chromium-headless-shell and the
// screenshots' fonts when missing); then the unit tests and each remote alone on its dev server
// (every page of its route table), with typecheck, lint, format check, the sandbox-api load test and
// the production builds beside them on the other lane; then the JavaScript budget check and the
// Playwright projects (the journeys, then the deploy journeys, then the screenshots with axe, then the
// performance checks).
// Each stage's wall time is printed at the end, also when a stage fails.
import { existsSync } from 'node:fs';
import { printStageTimes, stage, stageLanes } from './run.mjs';

const pnpm = (...args) => ['scripts/pnpm.mjs', ...args];
const playwright = (...args) => pnpm('--filter', 'e2e', 'exec', 'playwright', 'test', ...args);

// Debian packages the tests need, each with a file that says it is installed: the benchmarks'
// browser, the tests' browser (e2e/test-browser.ts, ADR 0011), and the only fonts the screenshots
// render with (e2e/visual/fonts.conf, ADR 0012).
const DEBIAN_PACKAGES = [
  ['chromium', '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'],
  ['fonts-dejavu-core', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  ['fonts-dejavu-extra', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf'],
];
const missing = DEBIAN_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(', ')} missing: run "apt-get install -y ${missing.join(' ')}" as root, then npm test again.`,
    );
    process.exit(1);
  }
  stage('debian packages: apt-get update', 'apt-get', ['update', '-qq']);
  stage('debian packages: install', 'apt-get', [
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing,
  ]);
}

/**
 * The stages after the install, in order: [name in the time table, command, arguments]. A Playwright
 * project that runs as its own step gets its own line here (`--project=<name>`).
 */
const STAGES = [
  ['budgets', 'node', ['scripts/check-budgets.mjs']],
  ['playwright: journeys', 'node', playwright('--project=chromium')],
  // After the journeys (they change what every page loads); --no-deps: those already ran.
  ['playwright: deploy', 'node', playwright('--project=deploy', '--no-deps')],
  // Every screen against its baseline, with the layout checks at 360 px and axe at 1366 px, in the
  // same visits (e2e/visual); its output lists the routes axe scanned.
  ['playwright: visual and axe', 'node', pnpm('--filter', 'e2e', 'run', 'test:visual')],
  ['playwright: performance', 'node', pnpm('--filter', 'e2e', 'run', 'test:performance')],
];

stage('install', 'node', pnpm('install', '--frozen-lockfile'));
// Two lanes share the two cores: jest's two workers, then the standalone check, beside the checks,
// the load test and the production builds one after another.
await stageLanes(
  [
    ['jest', 'node', pnpm('exec', 'jest', '--ci', '--maxWorkers=2')],
    // Each remote alone on its dev server needs no production build: it starts as soon as jest ends.
    ['standalone', 'node', pnpm('--filter', 'e2e', 'run', 'test:standalone')],
  ],
  [
    ['typecheck', 'node', ['scripts/typecheck.mjs', '--serial']],
    ['lint', 'node', pnpm('exec', 'eslint', '--max-warnings=0', '.')],
    ['format', 'node', pnpm('exec', 'prettier', '--check', '.')],
    ['load test', 'node', pnpm('--filter', 'sandbox-api', 'run', 'test:load')],
    // One package at a time: this lane has one core.
    ['builds', 'node', pnpm('-r', '--workspace-concurrency=1', 'run', 'build')],
  ],
);
for (const [name, command, args] of STAGES) stage(name, command, args);
printStageTimes();
