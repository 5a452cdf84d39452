import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testLaunchOptions } from '../test-browser';
import { packageScript } from './package-script';
import { REMOTES, SANDBOX_URL } from './servers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const portOf = (url: string) => new URL(url).port;

/** A package's script as a web server, with environment variables of its own. */
function server(name: string, script: string, args: string[], env: Record<string, string>) {
  const run = packageScript(join(root, name), script, args);
  return { ...run, env: { ...run.env, ...env } };
}

/**
 * Each remote alone on its own dev server (its `dev` script, the standalone Platform), against a
 * sandbox-api of its own: what a remote's team works in. Dev servers rather than production builds:
 * a remote's production build runs only inside the host (it uses the host's federation runtime),
 * and a dev compile (~11 s alone) is quicker than a production one (14-17 s).
 */
export default defineConfig({
  testDir: '.',
  // Each worker resets and signs in within a sandbox-api namespace of its own (ADR 0009); two
  // workers took the tests from 1.8 to 1.3 min.
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
  webServer: [
    {
      ...server('sandbox-api', 'start', [], {
        PORT: portOf(SANDBOX_URL),
        STATE_FILE: join(root, 'e2e', '.state', 'standalone-state.json'),
        SANDBOX_LOG: 'off',
      }),
      url: `${SANDBOX_URL}/__test/personas`,
      // Never another's servers: Playwright stops, naming the URL, when one is already there.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...Object.entries(REMOTES).map(([name, url]) => ({
      // Without source maps: nobody reads them here, and they cost compile and browser time.
      ...server(name, 'dev', ['--port', portOf(url), '--no-devtool'], {
        SANDBOX_API_URL: SANDBOX_URL,
      }),
      url,
      reuseExistingServer: false,
      // Three first compiles share two cores.
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
