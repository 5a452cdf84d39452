import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { remoteChunksAt, remoteEntryAt } from '../fixtures/remote-urls';

// Faults of a remote's server (the settings remote on :3001): slow, serving a broken entry, and every
// remote down at start-up. A remote whose server refuses connections is in federation.spec.ts.

const SETTINGS_ORIGIN = 'http://localhost:3001';
const SETTINGS_PAGE = '/locations/loc-1007-1/events-summary';
/** shared-contracts' load-timeouts.ts, and the host's REGISTRY_TIMEOUT_MS. */
const REMOTE_ENTRY_TIMEOUT_MS = 8_000;
const CHUNK_LOAD_TIMEOUT_MS = 20_000;
const REGISTRY_TIMEOUT_MS = 5_000;
/** The host's PRIME_WAIT_MS: how long its first render waits for the start-up's answers. */
const PRIME_WAIT_MS = 500;

const boundary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There was a problem' });

/**
 * The start-up's answers the host waits for before it mounts a page's area (the locations list and
 * both flag reads): call before the navigation. Until they are in, the main area's Loading is the
 * host's, and a remote load that fails in that time is forgotten: the area, once mounted, starts a
 * load of its own, which would need its own timeout.
 */
const hostReadyAnswers = (page: Page) =>
  Promise.all(
    [
      /\/api\/neighbors\/\d+\/locations$/,
      /\/api\/features\?principalDomain=Neighbor&/,
      /\/api\/features\?principalDomain=Location&/,
    ].map((url) => page.waitForResponse(url)),
  );

interface RemoteFault {
  name: string;
  /** Whose render meets the fault: a fault timed against the browser's own start-up needs its render. */
  renderedBy?: 'browser';
  /** Breaks the remote; returns how to wait until the break has shown on the page. */
  inject: (page: Page) => Promise<() => Promise<void>>;
}

const faults: RemoteFault[] = [
  {
    name: 'slow (answers after the entry load timeout)',
    renderedBy: 'browser',
    inject: async (page) => {
      // The entry is held until the host's load timeout has passed (the clock is moved, not waited).
      await page.clock.install();
      const held: Route[] = [];
      await page.route(remoteEntryAt(SETTINGS_ORIGIN), (route) => {
        held.push(route);
      });
      const hostReady = hostReadyAnswers(page);
      return async () => {
        await expect.poll(() => held.length).toBeGreaterThan(0);
        await hostReady;
        await page.clock.fastForward(REMOTE_ENTRY_TIMEOUT_MS);
        // Once the boundary shows, the late answer arrives: it must not replace the boundary.
        await expect(boundary(page)).toBeVisible();
        for (const route of held.splice(0)) await route.continue();
      };
    },
  },
  {
    name: "whose entry loads and whose page's chunks hang",
    renderedBy: 'browser',
    inject: async (page) => {
      await page.clock.install();
      const held: Route[] = [];
      await page.route(remoteChunksAt(SETTINGS_ORIGIN), (route) => {
        held.push(route);
      });
      const chunkScript = page.locator('script[data-webpack^="remote_settings:chunk-"]').first();
      const hostReady = hostReadyAnswers(page);
      return async () => {
        // The HTML's preloads ask for the chunks first; the timer starts with the remote's webpack
        // runtime's own script element, which gives up after chunkLoadTimeout, not 120 s.
        await expect(chunkScript).toBeAttached();
        await hostReady;
        // The first render, after the host's PRIME_WAIT_MS at most, mounts the area on the same load.
        await page.clock.fastForward(PRIME_WAIT_MS);
        await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
        await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
        await expect(boundary(page)).toBeVisible();
        for (const route of held.splice(0)) await route.continue();
      };
    },
  },
  {
    name: 'a missing remote entry (404)',
    inject: async (page) => {
      await page.route(remoteEntryAt(SETTINGS_ORIGIN), (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      return async () => undefined;
    },
  },
  {
    name: 'a broken remote entry (not JavaScript)',
    inject: async (page) => {
      await page.route(remoteEntryAt(SETTINGS_ORIGIN), (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: 'this is <not> javascript {',
        }),
      );
      return async () => undefined;
    },
  },
];

for (const fault of faults) {
  test.describe(() => {
    test.use({ renderedBy: fault.renderedBy ?? 'server' });

    test(`settings remote ${fault.name}: the boundary, the host still navigates, Retry loads it once it is back`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('multi-location');
      const shown = await fault.inject(page);
      // Not waiting for the load event: the page's remote loads from start-up, so a held entry
      // holds the event too.
      await page.goto(SETTINGS_PAGE, { waitUntil: 'domcontentloaded' });
      await shown();
      await expect(boundary(page)).toBeVisible();
      await expect(page.getByText('Sorry, something went wrong.')).toBeVisible();

      // The rest of the control center works: the host's selector, in the same page.
      await page.getByRole('button', { name: 'Back to Control Center' }).click();
      await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${SETTINGS_PAGE}$`));
      await expect(boundary(page)).toBeVisible();

      // The remote is back: Retry loads it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
      await expect(boundary(page)).toHaveCount(0);
    });
  });
}

// The start-up a browser runs when it renders the page itself (no rendering process answered).
test.describe('rendered by the browser', () => {
  test.use({ renderedBy: 'browser' });

  test('start-up with every remote down and the remotes manifest failing: the host still starts', async ({
    page,
    signInAs,
  }) => {
    await signInAs('multi-location');
    await page.route(/^http:\/\/localhost:300[123]\//, (route) => route.abort('connectionrefused'));
    await page.route('http://localhost:3000/remotes.json', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/locations');
    await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

    // A remote's area shows its boundary; the host's pages stay usable.
    await page.goto(SETTINGS_PAGE);
    await expect(boundary(page)).toBeVisible();
    await page.getByRole('button', { name: 'Back to Control Center' }).click();
    await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  });

  test('start-up with a remotes manifest that never answers: the host starts after its timeout', async ({
    page,
    signInAs,
  }) => {
    await signInAs('multi-location');
    await page.clock.install();
    let manifestRequested = false;
    await page.route('http://localhost:3000/remotes.json', () => {
      manifestRequested = true;
    });
    await page.goto('/locations', { waitUntil: 'commit' });
    await expect.poll(() => manifestRequested).toBe(true);
    await page.clock.fastForward(REGISTRY_TIMEOUT_MS);
    await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  });
});
