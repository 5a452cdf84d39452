import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
// Debian's chromium and its arguments, shared with the benchmarks (bench/lib/browser.mjs).
import chromiumLaunch from './chromium-launch.json' with { type: 'json' };
import { E2E_DEPLOY_ROOT } from './fixtures/deploy';

export default defineConfig({
  testDir: './tests',
  // One sandbox-api holds the state every test resets, so tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Releases every remote's build into E2E_DEPLOY_ROOT (unchanged builds keep their version), then
    // serves what its registry names.
    command: 'node ../scripts/serve-all.mjs --release-builds',
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      STATE_FILE: join(process.cwd(), '.state', 'e2e-state.json'),
      SERVE_ALL_EXIT_WITH_PARENT: '1',
      // The platform's deploy root; deploy-rollback.spec.ts releases there too.
      DEPLOY_ROOT: E2E_DEPLOY_ROOT,
    },
  },
});
