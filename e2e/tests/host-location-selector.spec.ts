import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const HOST = 'http://localhost:3000';

/** A paid subscription with no free trial on offer (platform.md section 4 shape). */
const PAID_SUBSCRIPTION = {
  entitlements: {
    monitoring: true,
    overages_threshold: 100,
    overages_start_at: 1_700_000_000,
    overages_enabled: false,
  },
  freeTrialStatus: 'UNAVAILABLE',
  freeTrialStartedTimestamp: null,
  freeTrialExpirationTimestamp: null,
  tenant: 'smb',
  overageCap: null,
};

async function blockRemotes(page: Page) {
  await page.route(/^http:\/\/localhost:300[123]\//, (route) => route.abort('blockedbyclient'));
}

test('two groups of cards, their messages, and Continue only for a selectable card', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  await blockRemotes(page);
  await page.goto('/locations');
  const incomplete = page.getByRole('radiogroup', { name: 'Setup Incomplete' });
  const complete = page.getByRole('radiogroup', { name: 'Setup Complete' });
  await expect(incomplete.getByRole('radio')).toHaveCount(1);
  await expect(incomplete.getByRole('radio', { name: /Beach House/ })).toContainText(
    '14 Ocean Avenue',
  );
  await expect(incomplete.getByRole('radio', { name: /Beach House/ })).toContainText(
    'Carmel, CA 93921',
  );
  await expect(complete.getByRole('radio')).toHaveCount(3);
  // Mountain Cabin is shared with this user.
  const shared = complete.getByRole('radio', { name: /Mountain Cabin/ });
  await expect(shared).toContainText('Shared locations must be enrolled by the owner.');
  await expect(shared).toHaveAttribute('aria-disabled', 'true');

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await shared.click();
  await expect(continueButton).toBeDisabled();
  await complete.getByRole('radio', { name: /Warehouse/ }).click();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page).toHaveURL(`${HOST}/locations/loc-1007-2`);
});

test('a location without entitlements says it is not eligible', async ({ page, signInAs }) => {
  await signInAs('multi-location');
  await blockRemotes(page);
  // Warehouse loses its subscription.
  await page.route('**/api/subscription/1007/locations/loc-1007-2', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not found' } }),
  );
  await page.goto('/locations');
  const warehouse = page.getByRole('radio', { name: /Warehouse/ });
  await expect(warehouse).toContainText('This location is not eligible.');
  await expect(warehouse).toHaveAttribute('aria-disabled', 'true');
});

test('the selector is operable by keyboard', async ({ page, signInAs }) => {
  await signInAs('multi-location');
  await blockRemotes(page);
  await page.goto('/locations');
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for locations' }).focus();
  await page.keyboard.press('Tab'); // the filter
  await page.keyboard.press('Tab'); // Setup Incomplete
  await expect(page.getByRole('radiogroup', { name: 'Setup Incomplete' })).toBeFocused();
  await page.keyboard.press('Tab'); // Setup Complete
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toBeFocused();
  // Downtown Office is current; the arrows choose, skipping the shared Mountain Cabin.
  const checked = page.getByRole('radio', { checked: true });
  await page.keyboard.press('ArrowDown');
  await expect(checked).toContainText('Warehouse');
  await page.keyboard.press('ArrowDown');
  await expect(checked).toContainText('Downtown Office');
  await page.keyboard.press('ArrowUp');
  await expect(checked).toContainText('Warehouse');
  await expect(checked).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${HOST}/locations/loc-1007-2`);
});

test('search for locations and the setup filter', async ({ page, signInAs }) => {
  await signInAs('multi-location');
  await blockRemotes(page);
  await page.goto('/locations');
  const search = page.getByRole('searchbox', { name: 'Search for locations' });
  await search.fill('BEACH');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio')).toContainText('Beach House');
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toHaveCount(0);

  await search.fill('house');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await search.fill('o');
  await expect(page.getByRole('radio')).toHaveCount(4);

  const filter = page.getByRole('combobox', { name: 'Filter locations by setup' });
  await filter.selectOption({ label: 'Setup Completed' });
  await expect(page.getByRole('radiogroup', { name: 'Setup Incomplete' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(3);
  await filter.selectOption({ label: 'Setup Incomplete' });
  await expect(page.getByRole('radio')).toHaveCount(1);
  await filter.selectOption({ label: 'All Locations' });
  await expect(page.getByRole('radio')).toHaveCount(4);

  await search.fill('no such place');
  await expect(page.getByText('No locations found.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('2,000 locations: read six at a time with progress, then a virtualized, searchable list', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(90_000);
  await signInAs('smb-owner');
  await blockRemotes(page);
  // The selector as a small-business user sees it without the redirects that come first in the
  // spec's order: the dashboard flag off and no free trial on offer.
  await page.route('**/api/features?principalDomain=Neighbor&principal=1006', (route) =>
    route.fulfill({ json: { 'next-location-selector-smb-customers': { enabled: true } } }),
  );
  let inFlight = 0;
  let peak = 0;
  let total = 0;
  await page.route('**/api/subscription/1006/locations/*', async (route) => {
    inFlight += 1;
    total += 1;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await route.fulfill({ json: PAID_SUBSCRIPTION });
    inFlight -= 1;
  });

  await page.goto('/locations');
  await expect(page.getByText(/^Checking your locations: [\d,]+ of 2,000$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checking your locations' })).toBeVisible();
  const complete = page.getByRole('radiogroup', { name: 'Setup Complete' });
  await expect(complete).toBeVisible({ timeout: 75_000 });
  expect(total).toBe(2000);
  expect(peak).toBeLessThanOrEqual(6);
  // Only the cards near the viewport are in the page.
  expect(await page.getByRole('radio').count()).toBeLessThan(80);

  const search = page.getByRole('searchbox', { name: 'Search for locations' });
  const started = Date.now();
  await search.fill('Austin Bakery');
  await expect(async () => {
    const names = await page.getByRole('radio').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Austin Bakery \d{4}/);
  }).toPass();
  expect(Date.now() - started).toBeLessThan(3000);

  // Far down the list, the cards there are rendered instead.
  await search.fill('');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.mouse.wheel(0, 100_000);
  await expect(async () => {
    const numbers = (await page.getByRole('radio').allTextContents()).map((text) =>
      Number(/\d{4}/.exec(text)?.[0] ?? 0),
    );
    expect(Math.max(...numbers)).toBeGreaterThan(1900);
  }).toPass();
  expect(await page.getByRole('radio').count()).toBeLessThan(80);
});
