import { expect, test } from '../fixtures/test';

test('cancel the free trial from Trial Management', async ({ page, signInAs, sandbox }) => {
  await signInAs('trial-active');
  await page.goto('/locations/loc-1008-1/events-summary');
  await page.getByRole('link', { name: 'Trial Management' }).click();
  await expect(page.getByRole('heading', { name: 'Trial Management', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ days? left$/)).toBeVisible();
  await expect(page.getByText('50 guard-reviewed events')).toBeVisible();

  await page.getByRole('link', { name: 'Trial Benefits' }).click();
  await expect(page.getByRole('heading', { name: 'Trial Benefits', level: 1 })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Cancel Trial' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your free trial?' });
  await confirm.getByRole('button', { name: 'Keep Trial' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Trial' }).click();
  await confirm.getByRole('button', { name: 'Cancel Trial' }).click();
  // The settings remote hands the user to the onboarding remote's page, whose Dashboard leaves
  // the control center (no small-business dashboard flag).
  await expect(page).toHaveURL(/\/free-trial-canceled$/);
  await expect(
    page.getByRole('heading', { name: 'Your free trial has been canceled' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('http://localhost:3100/account/monitoring-settings');

  const actions = (await sandbox.stats()).map((stat) => stat.action);
  expect(actions).toContain('cancel_free_trial');
});
