import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures/test';
import { sandbox } from '../fixtures/sandbox';
import { HOST, settle } from '../tests/screens';

/**
 * The instant every visual test sees, in the page (`page.clock`) and in sandbox-api (its namespace's
 * clock, frozen by the reset): the trial's days left, the event counts and the dates on screen are
 * then the same whatever day the baselines are compared (ADR 0012).
 */
export const FROZEN_NOW = Date.UTC(2026, 0, 15, 15, 30, 0);

/** The e2e fixtures with both clocks frozen at FROZEN_NOW. */
export const test = base.extend({
  sandbox: async ({ context }, use) => {
    const api = sandbox(context.request);
    await api.reset(FROZEN_NOW);
    await use(api);
  },
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(FROZEN_NOW);
    await use(page);
  },
});

export { expect };

/** The webview session of platform.md section 6, on a 360 px phone. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** The desktop, and the tablet width where the layouts of spec section 9 change (`md`). */
export const DESKTOP = { width: 1366, height: 768 };
export const TABLET = { width: 768, height: 1024 };

/**
 * Waits until no part of the page is loading: every loading state of the apps is a `status` named
 * 'Loading ...', and a page's heading often shows before the rest of it.
 */
export async function loaded(page: Page): Promise<void> {
  await expect(page.locator('[role=status][aria-label^="Loading"]')).toHaveCount(0);
}

/** `path` opened as the first page of a webview session: the host keeps the platform after it. */
export function inWebview(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}platform=ios`;
}

/** The page's URL without the webview's `platform` parameter, which the host may keep. */
export function withoutPlatform(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('platform');
  return parsed.toString();
}

/** A screenshot's file name for a page: its path, without the host or the query. */
export function shotName(url: string): string {
  const { pathname } = new URL(url, HOST);
  return `${pathname.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'root'}.png`;
}

/**
 * Compares the page with its baseline `<folder>/<name>`: the whole page, or the viewport alone
 * (`wholePage: false`, for a modal). The whole page is shot in a viewport made as tall as the page,
 * not with `fullPage`: capturing past the viewport drops the phone's coarse pointer while it
 * captures (the 44 px touch targets shrink in the picture), and leaves a sticky bar (the onboarding
 * footer) in the middle, where the first screen ends. Soft: one run names every screen that
 * changed, not only the first.
 */
export async function expectScreen(
  page: Page,
  folder: string[],
  name: string,
  { wholePage = true }: { wholePage?: boolean } = {},
): Promise<void> {
  const viewport = page.viewportSize();
  let size = viewport;
  // A box sized by the viewport (a loader's `20vh`) grows with it: grow again until all fits.
  for (let round = 0; wholePage && size !== null && round < 5; round++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height <= size.height) break;
    size = { width: size.width, height };
    await page.setViewportSize(size);
    await settle(page);
  }
  await expect.soft(page).toHaveScreenshot([...folder, name], {
    // A video's controls draw a loading throbber or not, as the network's timing has it.
    mask: [page.locator('video')],
    maskColor: '#333333',
  });
  if (viewport !== null && size !== viewport) await page.setViewportSize(viewport);
}
