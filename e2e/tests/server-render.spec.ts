import type { Page } from '@playwright/test';
import { holdAppCode, hydrated } from '../fixtures/hydration';
import { labelOf } from '../fixtures/locators';
import { storedTelemetry } from '../fixtures/telemetry';
import { expect, test } from '../fixtures/test';

// The host's server renders every page (ADR 0052), with both halves live: the host's server and
// the remotes' server builds, then the browser's code hydrating what they sent.
const DEVICES = '/locations/loc-1001-1/devices';
const ONBOARDING = '/onboarding/loc-1003-1';
const EVENTS_SUMMARY = '/locations/loc-1001-1/events-summary';

/** The next write of the location's preferences (a switch of the devices page). */
const preferencesSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() !== 'GET' && response.url().includes('/preferences'),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the devices page shows its heading and the location's devices", async ({
    page,
    signInAs,
  }) => {
    await signInAs('owner-complete');
    await page.goto(DEVICES);
    await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
    await expect(page.getByText('Eligible Outdoor Devices')).toBeVisible();
    await expect(page.getByText('Front Door').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'A Summary of your Events' })).toBeVisible();
  });

  test('the selector shows the locations to choose from', async ({ page, signInAs }) => {
    await signInAs('multi-location');
    await page.goto('/locations');
    await expect(page.getByRole('heading', { name: 'Choose a location', level: 1 })).toBeVisible();
    const complete = page.getByRole('radiogroup', { name: 'Setup Complete' });
    await expect(complete.getByRole('radio', { name: /Warehouse/ })).toBeVisible();
    await expect(page.getByText('Beach House')).toBeVisible();
  });

  test("the events summary shows the location's event count", async ({ page, signInAs }) => {
    await signInAs('owner-complete');
    await page.goto(EVENTS_SUMMARY);
    await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
    await expect(page.getByText(/^\d+ \/ 100 events$/)).toBeVisible();
  });

  test("the dashboard shows its heading and the owner's locations' counts", async ({
    page,
    signInAs,
  }) => {
    await signInAs('smb-owner');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('2000 locations')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Complete \d+$/ })).toBeVisible();
  });

  test("the onboarding introduction shows the location's default settings", async ({
    page,
    signInAs,
  }) => {
    await signInAs('onboarding');
    await page.goto(ONBOARDING);
    await expect(page.getByText('Your default settings')).toBeVisible();
    await expect(page.getByText(/starts at Lakeside House/)).toBeVisible();
    await expect(page.getByText(/Outdoor devices to enroll: .*Front Door/)).toBeVisible();
  });
});

test.describe("a reader in a time zone far from the server's", () => {
  const timeZone = 'America/Los_Angeles';
  test.use({ timezoneId: timeZone });

  test('the events summary dates its count in their zone, and hydrates without a mismatch', async ({
    page,
    signInAs,
    sandbox,
  }) => {
    await signInAs('owner-complete');
    const { location } = await sandbox.locationState('loc-1001-1');
    const since = location.subscription?.entitlements?.overages_start_at;
    expect(typeof since).toBe('number');
    // The seed starts the cycle at a UTC midnight: the day before, in Los Angeles.
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, day: '2-digit', month: 'long' })
      .formatToParts(new Date(Number(since) * 1000))
      .map(({ type, value }) => [type, value]);
    const { day, month } = Object.fromEntries(parts) as Record<string, string>;
    await page.goto(EVENTS_SUMMARY);
    await expect(page.getByText(/^\d+ \/ 100 events$/)).toBeVisible();
    await hydrated(page);
    await expect(page.getByText(`Event Count Since ${day}-${month}`)).toBeVisible();
  });
});

test.describe('a webview session', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('server-rendered, its onboarding downloads nothing from the settings or dashboard origins', async ({
    page,
    signInAs,
  }) => {
    const origins = new Set<string>();
    const errors: string[] = [];
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAs('onboarding');
    await page.goto(`${ONBOARDING}?platform=ios`);
    await expect(page.getByText('Your default settings')).toBeVisible();
    // No host chrome in a mobile session, from the server as in the browser.
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await hydrated(page);
    // The onboarding remote's code came for the hydration; nothing else's did.
    await expect.poll(() => origins.has('http://localhost:3002')).toBe(true);
    expect([...origins].filter((origin) => /:300[13]$/.test(origin))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the browser hydrates the page without a mismatch, and a switch saves', async ({
  page,
  signInAs,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs('owner-complete');
  await page.goto(DEVICES);
  const warning = page.getByRole('switch', { name: 'Automated Warning' });
  await expect(warning).toBeVisible();
  await hydrated(page);
  const before = await warning.isChecked();
  // A write needs the CSRF token, which the page has from the server's data.
  const saved = preferencesSaved(page);
  await labelOf(warning).click();
  expect((await saved).status()).toBeLessThan(300);
  await expect(warning).toBeChecked({ checked: !before });
  expect(errors).toEqual([]);
});

test('the HTML is private, its scripts run by nonce or integrity, and no session goes to sign-in', async ({
  page,
  baseURL,
  signInAs,
}) => {
  const signedOut = await page.request.get(`${DEVICES}?from=menu`, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toBe(
    `http://localhost:3100/signin?return_to=${encodeURIComponent(`${baseURL ?? ''}${DEVICES}?from=menu`)}`,
  );

  await signInAs('owner-complete');
  const answer = await page.request.get(DEVICES);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const policy = answer.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const html = await answer.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    if (script.includes(' src=')) expect(script).toMatch(/ integrity="sha384-/);
    else expect(script).toContain(`nonce="${nonce}"`);
  }
  // The page's data holds the CSRF token the session call gave the server.
  expect(html).toMatch(/"csrfToken":"[^"]+"/);
});

test('a tap made before the page is hydrated takes effect once it is (4x CPU)', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const releaseApp = await holdAppCode(page);
  await page.goto(DEVICES, { waitUntil: 'commit' });
  const warning = page.getByRole('switch', { name: 'Automated Warning' });
  await expect(warning).toBeVisible();
  const before = await warning.isChecked();
  const saved = preferencesSaved(page);
  await labelOf(warning).click();
  releaseApp();
  expect((await saved).status()).toBeLessThan(300);
  await expect(warning).toBeChecked({ checked: !before });
});

test("a tap on a switch's label before the page is hydrated enrols the device once it is", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const releaseApp = await holdAppCode(page);
  await page.goto(DEVICES, { waitUntil: 'commit' });
  const backyard = page.getByRole('switch', { name: 'Backyard' });
  await expect(backyard).not.toBeChecked();
  const enrolled = page.waitForResponse(
    (response) => response.url().endsWith('/devices') && response.request().method() === 'POST',
  );
  await page.locator('label').filter({ has: backyard }).click();
  releaseApp();
  expect((await enrolled).status()).toBeLessThan(300);
  await expect(backyard).toBeChecked();
});

test('a search typed and a filter chosen before the page is hydrated are the page’s once it is', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  const releaseApp = await holdAppCode(page);
  await page.goto('/locations', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search for locations' });
  await search.fill('o');
  await page
    .getByRole('combobox', { name: 'Filter locations by setup' })
    .selectOption({ label: 'Setup Completed' });
  // The server's search box, to tell whether the browser kept the server's HTML or rendered anew.
  await search.evaluate((field) => Reflect.set(window, 'serverSearchBox', field));
  releaseApp();
  await hydrated(page);
  await expect(page.getByRole('radiogroup', { name: 'Setup Incomplete' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(3);
  await search.press('End');
  await search.pressSequentially('ffice');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio')).toContainText('Downtown Office');
  await expect(search).toHaveValue('office');
  expect(
    await page.evaluate(
      () =>
        Reflect.get(window, 'serverSearchBox') === document.querySelector('input[type="search"]'),
    ),
  ).toBe(true);
});

// Each first screen, its app's code held back until the page has shown: the browser hydrates the
// server's HTML in place. A boundary still waiting for its code when the page next updates would be
// rendered afresh by React, silently, taking what was typed and the focus with it.
for (const { persona, path } of [
  { persona: 'multi-location', path: '/locations' },
  { persona: 'owner-complete', path: EVENTS_SUMMARY },
  { persona: 'owner-complete', path: DEVICES },
  { persona: 'onboarding', path: ONBOARDING },
  { persona: 'trial-available', path: '/locations/loc-1002-1/free-trial' },
  { persona: 'smb-owner', path: '/dashboard' },
] as const) {
  test(`${path} hydrates the server's HTML in place`, async ({ page, signInAs }) => {
    await signInAs(persona);
    const releaseApp = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title).toBeVisible();
    await title.evaluate((element) => Reflect.set(window, 'serverHeading', element));
    releaseApp();
    await hydrated(page);
    // Hydrated, every control React's, and nothing left loading: the page's first updates are in.
    await expect(page.locator('[role=status][aria-label^="Loading"]')).toHaveCount(0);
    await expect(title).toBeVisible();
    expect(
      await title.evaluate((element) => element === Reflect.get(window, 'serverHeading')),
      'the heading the server sent is still the page’s',
    ).toBe(true);
  });
}

test("a remote past its time budget is the browser's to render, and its outcome is reported", async ({
  page,
  signInAs,
  sandbox,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs('owner-complete');
  const since = Date.now();
  // The devices page's loader reads the devices: the server's read is held past its budget.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/:userId/locations/:locationId/devices',
    delayMs: 2_500,
    times: 1,
  });
  const answer = await page.goto(DEVICES);
  // React's mark of a boundary the browser renders afresh instead of hydrating it.
  expect(await answer?.text()).toContain('data-dgst="vsg-client-area"');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  await expect(page.getByText('Front Door').first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(() =>
      storedTelemetry(since)
        .filter((record) => record.name === 'server_render')
        .map(
          (record) =>
            `${record.release?.remote} ${record.name === 'server_render' ? record.outcome : ''}`,
        ),
    )
    .toContain('settings timeout');
  expect(errors).toEqual([]);
});

test('a status that changes between the server’s render and hydration leaves the page as rendered', async ({
  page,
  signInAs,
  sandbox,
}) => {
  // Busy Storefront is over its event limit: the server renders the limit reached.
  await signInAs('overages-exceeded');
  const releaseApp = await holdAppCode(page);
  await page.goto('/locations/loc-1010-1/events-summary', { waitUntil: 'commit' });
  await expect(page.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  // The service's answer changes before the browser runs the app: its guard, which reads the
  // status fresh on a later navigation, takes the server's answer for the page it hydrates.
  await sandbox.patchLocation('loc-1010-1', { overagesThreshold: 0 });
  releaseApp();
  await hydrated(page);
  await expect(page.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
});
