import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const HOST = 'http://localhost:3000';

async function blockRemotes(page: Page) {
  await page.route(/^http:\/\/localhost:300[123]\//, (route) => route.abort('blockedbyclient'));
}

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
