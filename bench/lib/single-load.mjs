// What the one-load tools (profile.mjs, long-tasks.mjs, waterfall.mjs) share: their command line,
// and one throttled, signed-in page of the platform served from the production builds.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../scripts/run.mjs';
import { launchChromium, newSignedInPage, throttledSession } from './browser.mjs';
import { startServers } from './servers.mjs';

/**
 * `<path> <persona> <text it shows> [--mobile] [--top N]`; prints the usage and exits when a
 * positional is missing.
 */
export function parseLoadArgs(script, defaultTop) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mobile: { type: 'boolean', default: false },
      top: { type: 'string', default: String(defaultTop) },
    },
  });
  const [route, persona, text] = positionals;
  if (!route || !persona || !text) {
    console.error(
      `usage: node bench/${script} <path> <persona> <text it shows> [--mobile] [--top N]`,
    );
    process.exit(2);
  }
  return { route, persona, text, mobile: values.mobile, top: Number(values.top) };
}

/**
 * Starts the platform (its state in bench/.state/<name>-state.json) and Chromium, opens a page
 * signed in as `persona` with `initScript` installed and the mobile profile's throttling, runs
 * `load({ page, cdp })`, then stops everything.
 */
export async function withThrottledPage(name, { persona, mobile, initScript }, load) {
  mkdirSync(join(root, 'bench/.state'), { recursive: true });
  const stop = await startServers(join(root, `bench/.state/${name}-state.json`));
  const browser = await launchChromium();
  try {
    const { context, page } = await newSignedInPage(browser, { persona, mobile });
    if (initScript) await page.addInitScript(initScript);
    const cdp = await throttledSession(context, page);
    await load({ page, cdp });
  } finally {
    await browser.close();
    stop();
  }
}
