import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testLaunchOptions } from '../test-browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Each remote alone on its own dev server (its `dev` script, the standalone Platform), against a
 * sandbox-api of its own: what a remote's team works in. Dev servers rather than production builds:
 * a remote's production build runs only inside the host (it uses the host's federation runtime),
 * and a dev compile is quicker than a production one. The global setup
 * (`global-setup.ts`) starts the four servers at once and stops them at the end.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  // Each worker resets and signs in within a sandbox-api namespace of its own (ADR 0009), so two
  // workers share the two cores without sharing state.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: join(root, 'e2e', 'test-results', 'standalone'),
  use: {
    // As the journeys' (../playwright.config.ts): actions, network and console, no DOM copies.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: testLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
