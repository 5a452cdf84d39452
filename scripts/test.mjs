#!/usr/bin/env node
// `npm test`: install what the tests need (Debian's chromium, chromium-headless-shell, the
// screenshots' fonts, nginx and prometheus when missing); then the unit tests and each remote alone on its dev server
// (every page of its route table), with typecheck, lint, format check, the notes check, the
// sandbox-api load test and the production builds beside them on the other lane; then the
// JavaScript budget check and the Playwright projects (the screenshots with axe and the journeys in
// one run, then the deploy journeys, then the performance checks).
// Each stage's wall time is printed at the end, also when a stage fails.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { printStageTimes, root, stage, stageLanes, stageWithParts } from './run.mjs';

const pnpm = (...args) => ['scripts/pnpm.mjs', ...args];
const playwright = (...args) => pnpm('--filter', 'e2e', 'exec', 'playwright', 'test', ...args);

// Debian packages the tests need, each with a file that says it is installed: the benchmarks'
// browser, the tests' browser (e2e/test-browser.ts, ADR 0011), the only fonts the screenshots
// render with (e2e/visual/fonts.conf, ADR 0012), the nginx `deploy serve` runs
// (tooling/deploy/src/serve.test.ts), and the Prometheus `deploy watch --prometheus` reads
// (tooling/deploy/src/prometheus-watch.test.ts), and the openssl that makes nginx's local certificate.
const DEBIAN_PACKAGES = [
  ['chromium', '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'],
  ['fonts-dejavu-core', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  ['fonts-dejavu-extra', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf'],
  ['nginx', '/usr/sbin/nginx'],
  ['prometheus', '/usr/bin/prometheus'],
  ['openssl', '/usr/bin/openssl'],
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

// The journeys, the screenshots with axe and the deploy journeys run in one Playwright run: one
// start of the platform instead of three, and the screenshots' long tests first on both workers,
// the short journeys after them (e2e/playwright.config.ts orders them). Its reporter writes each
// project's span here; the table lists them under the run's line.
const PROJECT_TIMES = join(root, 'e2e', '.state', 'project-times.json');
const PROJECT_NAMES = {
  visual: 'visual and axe',
  chromium: 'journeys',
  deploy: 'deploy',
};

/** Each project's wall time from the reporter's file, and the projects it ran beside. */
function projectParts() {
  if (!existsSync(PROJECT_TIMES)) return [];
  const spans = JSON.parse(readFileSync(PROJECT_TIMES, 'utf8'));
  const nameOf = (project) => PROJECT_NAMES[project] ?? project;
  return spans.map((span) => ({
    name: nameOf(span.project),
    seconds: (span.end - span.start) / 1000,
    beside: spans
      .filter((other) => other !== span && other.start < span.end && span.start < other.end)
      .map((other) => nameOf(other.project))
      .join(', '),
  }));
}

stage('install', 'node', pnpm('install', '--frozen-lockfile'));
// Two lanes share the two cores: jest's two workers, then the standalone check, beside the checks,
// the load test and the production builds one after another.
await stageLanes(
  [
    // `test:unit`: Jest without V8's optimizing compilers (ADR 0040).
    ['jest', 'node', pnpm('run', 'test:unit', '--ci', '--maxWorkers=2')],
    // Each remote alone on its dev server needs no production build: it starts as soon as jest ends.
    ['standalone', 'node', pnpm('--filter', 'e2e', 'run', 'test:standalone')],
  ],
  [
    ['typecheck', 'node', ['scripts/typecheck.mjs', '--serial']],
    ['lint', 'node', pnpm('exec', 'eslint', '--max-warnings=0', '.')],
    ['format', 'node', pnpm('exec', 'prettier', '--check', '.')],
    // No measurement before and after in a package's comments or READMEs, no issue number in its
    // sources (scripts/check-notes.mjs).
    ['notes', 'node', ['scripts/check-notes.mjs']],
    ['load test', 'node', pnpm('--filter', 'sandbox-api', 'run', 'test:load')],
    // One package at a time: this lane has one core.
    ['builds', 'node', pnpm('-r', '--workspace-concurrency=1', 'run', 'build')],
  ],
);
stage('budgets', 'node', ['scripts/check-budgets.mjs']);
// No path of a remote's page, as its build declares them, in the host or shared-contracts.
stage('page literals', 'node', ['scripts/check-page-literals.mjs']);
rmSync(PROJECT_TIMES, { force: true });
stageWithParts(
  'playwright: visual and axe, journeys, deploy',
  'node',
  playwright(...Object.keys(PROJECT_NAMES).map((project) => `--project=${project}`)),
  projectParts,
  { env: { ...process.env, PLAYWRIGHT_PROJECT_TIMES: PROJECT_TIMES } },
);
// Its own step, one test at a time, so that the timing it asserts is not another test's.
stage('playwright: performance', 'node', playwright('--project=performance'));
printStageTimes();
