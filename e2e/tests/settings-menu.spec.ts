import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

const menu = (page: Page) =>
  page.getByRole('navigation', { name: 'Virtual Security Guard Settings' });

test('Location Overview is offered only while the dashboard it leads to is on', async ({
  page,
  signInAs,
  sandbox,
}) => {
  const { user_id: userId } = await signInAs('owner-complete');
  // The item's own flag, without the small-business dashboard's: the dashboard page is off.
  await sandbox.setUserFlags(userId, { 'next-location-overview': true });
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(menu(page).getByRole('link', { name: 'Alert Preferences' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Location Overview' })).toHaveCount(0);
});

test('Location Overview opens the dashboard when both flags are on', async ({
  page,
  signInAs,
  sandbox,
}) => {
  const { user_id: userId } = await signInAs('owner-complete');
  await sandbox.setUserFlags(userId, {
    'next-location-overview': true,
    'next-dashboard-smb-customers': true,
  });
  await page.goto('/locations/loc-1001-1/events-summary');
  await menu(page).getByRole('link', { name: 'Location Overview' }).click();
  await expect(page).toHaveURL(`${HOST}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
