import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdUntilRequested } from '../fixtures/browser-watch';
import {
  deploy,
  E2E_DEPLOY_ROOT,
  fixtureDir,
  keepRegistry,
  removeVersions,
} from '../fixtures/deploy';
import { remoteEntryAt } from '../fixtures/remote-urls';
import type { Page } from '@playwright/test';
import type { sandbox as sandboxOf } from '../fixtures/sandbox';
import { expect, test } from '../fixtures/test';

type Sandbox = ReturnType<typeof sandboxOf>;

// A release of remote-settings alone adds a page gated by a flag the platform has never heard of,
// whose first request no released settings page makes (tooling/fixtures/settings-next:
// remote-settings with one more page, and no server build). The host, built once, gates it on that
// flag, from the service's answers and from the override cookie alike; the browser renders its
// area, reading the page's own data once, and its HTML preloads the page's code; the debug panel lists the flag and where its value came from. Without the flag, and
// once rolled back, the address is not found. The registry the platform started with is put back.

const SETTINGS_ORIGIN = 'http://localhost:3001';
const NEXT = '1.1.0-hello';
const NEW_PAGE = '/locations/loc-1001-1/hello';
const NEW_HEADING = { name: 'Hello', level: 1 } as const;
/** The new page's flag: named by no list of the host's or shared-contracts'. */
const NEW_FLAG = 'next-hello-page';

/** The service answers every flag call with the new flag on, as the provider would for a user. */
const flagOnInTheService = (sandbox: Sandbox) =>
  sandbox.fault({
    method: 'GET',
    path: '/api/features',
    status: 200,
    body: { [NEW_FLAG]: { enabled: true } },
  });

/** The gamma override cookie (the local platform reads it too, ADR 0031). */
const flagOnInTheCookie = (page: Page) =>
  page.context().addCookies([
    {
      name: 'feature-overrides',
      value: encodeURIComponent(JSON.stringify({ [NEW_FLAG]: true })),
      url: 'http://localhost:3000',
    },
  ]);

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(['remote-settings'], [NEXT]);
  const build = join(fixtureDir('settings-next'), 'dist');
  expect(
    deploy('release', 'settings', '--version', NEXT, '--from', build, '--skip-smoke'),
  ).toContain(`-> ${NEXT} (local)`);
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(['remote-settings'], [NEXT]);
});

test('with no server build its area is left to the browser: the host reads on the server, the page once in the browser', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await flagOnInTheService(sandbox);
  const location = '/api/neighbors/1001/locations/loc-1001-1';
  // The host's reads (the server's) and the new page's own, from its loader (the browser's).
  const hostReads = [
    '/api/neighbors/session/verify',
    '/api/neighbors/1001/locations',
    '/api/features?principalDomain=Neighbor&principal=1001',
    '/api/features?principalDomain=Location&principal=loc-1001-1',
  ];
  const pageReads = [`${location}/status`, `${location}/contacts`];
  const gets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') {
      gets.push(`${url.pathname}${url.search}`);
    }
  });
  const answer = await page.goto(NEW_PAGE);
  // The fixture's release carries no server build: React's mark of an area the browser renders.
  expect(await answer?.text()).toContain('data-dgst="vsg-client-area"');
  await expect(page.getByRole('heading', NEW_HEADING)).toBeVisible();
  await expect(page.getByText(/^\d+ emergency contacts$/)).toBeVisible();
  expect(gets.filter((get) => hostReads.includes(get))).toEqual([]);
  for (const read of pageReads)
    expect(
      gets.filter((get) => get === read),
      read,
    ).toHaveLength(1);
});

test("its address names the new release's code in its HTML, the new page's included", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await flagOnInTheService(sandbox);
  const released = join(E2E_DEPLOY_ROOT, 'remote-settings', NEXT);
  const manifest: unknown = JSON.parse(readFileSync(join(released, 'mf-manifest.json'), 'utf8'));
  const sync = syncScriptsOf(manifest);
  // The new page's code is in the exposed module's first scripts, which the HTML names.
  expect(
    sync.some((file) => readFileSync(join(released, file), 'utf8').includes('emergency contacts')),
  ).toBe(true);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SETTINGS_ORIGIN}/`)) requested.push(request.url());
  });
  // The host's entry is held until the page's code has been asked for: only the HTML asks that early.
  await holdUntilRequested(page, 'http://localhost:3000/main.js', (url) =>
    url.includes('/chunks/__federation_expose_app.'),
  );
  await page.goto(NEW_PAGE);
  await expect(page.getByRole('heading', NEW_HEADING)).toBeVisible();
  const preloaded = await page
    .locator(`link[rel="preload"][as="script"][href^="${SETTINGS_ORIGIN}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded.filter((url) => remoteEntryAt(SETTINGS_ORIGIN).test(url))).toEqual([
    `${SETTINGS_ORIGIN}/${NEXT}/remoteEntry.js`,
  ]);
  for (const file of sync) expect(preloaded).toContain(`${SETTINGS_ORIGIN}/${NEXT}/${file}`);
  // Each was downloaded once: the runtime used the preloads.
  expect(requested).toHaveLength(new Set(requested).size);
});

test('with the flag in the override cookie it opens; the debug panel says where it came from', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await flagOnInTheCookie(page);
  await page.goto(`${NEW_PAGE}?vsg-debug`);
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  const flags = panel.getByRole('table', { name: 'Feature flags' });
  await expect(flags.getByRole('row', { name: `${NEW_FLAG} on override cookie` })).toBeVisible();
  // The panel is modal: the page behind it is the reader's once it is closed.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', NEW_HEADING)).toBeVisible();
});

test('the debug panel names the service as the source of a flag it answered', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await flagOnInTheService(sandbox);
  await page.goto(`${NEW_PAGE}?vsg-debug`);
  const flags = page
    .getByRole('dialog', { name: 'Debug panel' })
    .getByRole('table', { name: 'Feature flags' });
  await expect(flags.getByRole('row', { name: `${NEW_FLAG} on user and location` })).toBeVisible();
});

test('without the flag its address is not found; the panel lists the flag as off', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto(NEW_PAGE);
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expect(page.getByRole('heading', NEW_HEADING)).toHaveCount(0);
  // The release declares the flag: the panel knows of it before any answer names it.
  await page.goto('/locations/loc-1001-1/devices?vsg-debug');
  const flags = page
    .getByRole('dialog', { name: 'Debug panel' })
    .getByRole('table', { name: 'Feature flags' });
  await expect(flags.getByRole('row', { name: `${NEW_FLAG} off none` })).toBeVisible();
});

test('rolled back, the page is gone: its address is not found again', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await flagOnInTheCookie(page);
  await page.goto(NEW_PAGE);
  await expect(page.getByRole('heading', NEW_HEADING)).toBeVisible();
  expect(deploy('rollback', 'settings')).toContain(`settings: ${NEXT} -> `);
  await page.goto(NEW_PAGE);
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  // The released pages are still there.
  await page.goto('/locations/loc-1001-1/devices');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
});

/** The scripts the exposed `app` loads at once, from an mf-manifest.json. */
function syncScriptsOf(manifest: unknown): string[] {
  const exposes: unknown = typeof manifest === 'object' && Reflect.get(manifest ?? {}, 'exposes');
  const app: unknown = Array.isArray(exposes)
    ? exposes.find(
        (expose: unknown) =>
          typeof expose === 'object' && Reflect.get(expose ?? {}, 'name') === 'app',
      )
    : undefined;
  const assets: unknown = typeof app === 'object' && Reflect.get(app ?? {}, 'assets');
  const js: unknown = typeof assets === 'object' && Reflect.get(assets ?? {}, 'js');
  const sync: unknown = typeof js === 'object' && Reflect.get(js ?? {}, 'sync');
  if (!Array.isArray(sync) || !sync.every((file) => typeof file === 'string')) {
    throw new Error('mf-manifest.json: no exposes[app].assets.js.sync');
  }
  return sync;
}
