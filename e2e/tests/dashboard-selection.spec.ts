import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// Single row selection on the small-business dashboard (2,000-location persona).

const NAME = 'Austin Bakery 0411';
const LOCATION_ID = 'loc-1006-411';
/** The first Austin Bakery by name. */
const OTHER = 'Austin Bakery 0130';

async function search(page: Page, text: string) {
  await page.getByLabel('Search locations').fill(text);
}

test('selecting a row selects that one location; events and charts follow it; leaving the filtered list clears it', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await page.goto('/dashboard');
  await search(page, NAME);
  await expect(page.getByText('Showing 1 of 2000')).toBeVisible();
  const radio = page.getByRole('radio', { name: `Select ${NAME}` });
  await expect(radio).toBeEnabled();

  const history = page.waitForRequest(
    (request) =>
      request.url().includes('/events/history') &&
      new URL(request.url()).searchParams.get('locationId') === LOCATION_ID,
  );
  const timeseries = page.waitForRequest(
    (request) =>
      request.url().includes('/api/neighbors/1006/events/timeseries') &&
      new URL(request.url()).searchParams.get('locationId') === LOCATION_ID,
  );
  await page.getByRole('cell', { name: NAME, exact: true }).click();
  await Promise.all([history, timeseries]);
  await expect(page.getByRole('radio', { name: `Select ${NAME}` })).toBeChecked();
  await expect(page.getByText(`Selected: ${NAME}`)).toBeVisible();
  // The events list and the charts are scoped to it.
  await expect(page.getByRole('region', { name: 'Events per week' })).toBeVisible();
  const events = page.getByRole('tabpanel', { name: 'Events' });
  await expect(events.getByText(/events loaded$/)).toBeVisible();
  const places = await events
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelectorAll('p')[1]?.textContent));
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toBe(NAME);

  // Single selection: another location replaces it.
  await search(page, 'Austin Bakery');
  const other = page.getByRole('radio', { name: `Select ${OTHER}` });
  await expect(other).toBeEnabled();
  await other.check();
  await expect(page.getByText(`Selected: ${OTHER}`)).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  // The selected location leaves the filtered list: the selection is cleared.
  await search(page, NAME);
  await expect(page.getByText('Showing 1 of 2000')).toBeVisible();
  await expect(page.getByText(/^Selected: /)).toBeHidden();
  await expect(page.getByRole('radio', { name: `Select ${NAME}` })).not.toBeChecked();
  await expect(page.getByText('All locations').first()).toBeVisible();
});

test('selection is disabled while the dashboard data loads', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('smb-owner');
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/:userId/events/timeseries',
    delayMs: 2500,
    times: 2,
  });
  await page.goto('/dashboard');
  const first = page.getByRole('radio', { name: /^Select / }).first();
  await expect(first).toBeVisible();
  await expect(first).toBeDisabled();
  await expect(first).toBeEnabled({ timeout: 10_000 });
  await first.check();
  await expect(page.getByText(/^Selected: /)).toBeVisible();
});
