import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DEPLOY_ROOT } from './fixtures/deploy';
import { E2E_PROMETHEUS, E2E_TELEMETRY_FILE, E2E_TELEMETRY_FILES } from './fixtures/telemetry';
import { testLaunchOptions } from './test-browser';

const browser = { ...devices['Desktop Chrome'], channel: undefined };
// Journeys that release, roll back or re-register remotes change what every page loads.
const DEPLOY_SPECS = /deploy-.*\.spec\.ts$/;
// What the build makes the browser download and when: held chunks and request order.
const PERFORMANCE_SPECS = /-performance\.spec\.ts$/;
// The screenshots' fonts: Debian's DejaVu only, whatever else the machine has (ADR 0012).
const VISUAL_FONTCONFIG = fileURLToPath(new URL('./visual/fonts.conf', import.meta.url));

export default defineConfig({
  testDir: './tests',
  // Each worker has a sandbox-api namespace of its own (fixtures/test.ts, ADR 0009). Three on the
  // two cores: a journey waits (network, timers, polls) for part of its time, and a third worker
  // takes the cores in those waits.
  workers: 3,
  // A flaky journey fails the run: no retries, and a test that passes only on a retry fails too.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // project-times-reporter: each project's span, for npm test's table of stage times.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./project-times-reporter.ts'],
  ],
  use: {
    baseURL: 'http://localhost:3000',
    // A failure keeps its trace (each action, its network and console) and Playwright's error
    // context (the page's accessibility tree when it failed). No screencast and no copy of the DOM at
    // every step: recording those slowed every journey on the two cores (ADR 0034). Rerun a failing
    // test with `--trace on` for the DOM at each step.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: testLaunchOptions,
  },
  projects: [
    {
      // Every screen's pixels against the baselines in visual/__screenshots__, its layout at 360 px
      // and axe at 1366 px, each in the visit that takes the screenshot (ADRs 0012, 0034). Update
      // the baselines with `npm run test:visual:update`. First in this list: when npm test runs it
      // in one run with the journeys, its long tests start first and the short journeys fill the
      // end.
      name: 'visual',
      testDir: './visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
      fullyParallel: true,
      default: false,
      use: {
        ...browser,
        locale: 'en-US',
        timezoneId: 'UTC',
        launchOptions: {
          ...testLaunchOptions,
          env: { ...process.env, FONTCONFIG_FILE: VISUAL_FONTCONFIG },
        },
      },
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Strict: the pixels are the same on every machine (fonts pinned, clocks frozen), and a
          // page moved by a 16 px padding changes far more than this.
          threshold: 0.1,
          maxDiffPixelRatio: 0.001,
        },
      },
    },
    {
      // The user journeys, spread test by test over the workers.
      name: 'chromium',
      use: browser,
      fullyParallel: true,
      testIgnore: [DEPLOY_SPECS, PERFORMANCE_SPECS],
    },
    {
      // After every other journey and screenshot, one at a time: a release seen by a parallel test
      // would change the page it loads.
      name: 'deploy',
      use: browser,
      testMatch: DEPLOY_SPECS,
      workers: 1,
      dependencies: ['visual', 'chromium'],
    },
    {
      // Its own step of npm test (`--project performance`), one test at a time so that the timing
      // it asserts is not the other worker's.
      name: 'performance',
      use: browser,
      testMatch: PERFORMANCE_SPECS,
      workers: 1,
      default: false,
    },
  ],
  webServer: {
    // Releases every remote's build into E2E_DEPLOY_ROOT (unchanged builds keep their version), then
    // serves what its registry names. serve-all stops, naming the port, when one is already taken
    // (the suite never reuses or resets a platform it did not start), and prints its ready line once
    // sandbox-api, the host and every remote origin answer.
    command: 'node ../scripts/serve-all.mjs --release-builds',
    wait: { stdout: /serve-all: every server answers/ },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      STATE_FILE: join(process.cwd(), '.state', 'e2e-state.json'),
      TELEMETRY_FILE: E2E_TELEMETRY_FILE,
      // Two receivers that share nothing, and Prometheus reading both, as production runs them:
      // deploy watch reads release health with PromQL (deploy-canary.spec.ts).
      TELEMETRY_RECEIVERS: String(E2E_TELEMETRY_FILES.length),
      PROMETHEUS_PORT: new URL(E2E_PROMETHEUS).port,
      SERVE_ALL_EXIT_WITH_PARENT: '1',
      // The platform's deploy root; the deploy specs release there too.
      DEPLOY_ROOT: E2E_DEPLOY_ROOT,
    },
  },
});
