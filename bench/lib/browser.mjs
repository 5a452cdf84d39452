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

/**
 * A page in a new context: a phone's viewport (the provider's webview) or a desktop one, signed in
 * as `persona` through sandbox-api (a page of the platform needs a session; the floor page, no
 * persona, needs none).
 */
export async function newSignedInPage(browser, { persona, mobile = false }) {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  if (persona) {
    await context.request.post('http://localhost:3100/__test/signin', { data: { persona } });
  }
  return { context, page: await context.newPage() };
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
