// The browser every benchmark drives: Debian's chromium through the e2e package's Playwright, with
// the e2e suite's launch options (e2e/chromium-launch.json), and the Lighthouse mobile profile
// applied through CDP.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../scripts/run.mjs';

const requireFromE2e = createRequire(join(root, 'e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test');
/** `{ executablePath, args }`: the launch options of the e2e suite. */
const CHROMIUM_LAUNCH = requireFromE2e('./chromium-launch.json');

/** Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU slowdown. */
export const MOBILE_PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export function launchChromium() {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** A CDP session on `page` with an empty cache, the mobile profile's network and its CPU slowdown. */
export async function throttledSession(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latency,
    downloadThroughput: MOBILE_PROFILE.downloadThroughput,
    uploadThroughput: MOBILE_PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return cdp;
}
