import { labelOf } from '../fixtures/locators';
import { expect, test } from '../fixtures/test';

test('an alert preference change is kept after a reload', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/alerts');
  const delivery = page.getByRole('checkbox', { name: 'Text James Chen for Delivery' });
  await expect(delivery).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Call Maria Lopez for Emergency' }),
  ).toBeDisabled();

  await labelOf(delivery).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert preferences saved.')).toBeVisible();

  await page.reload();
  await expect(delivery).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Call Maria Lopez for Emergency' }),
  ).toBeChecked();
});

test('leaving with unsaved changes asks first, through the menu and the host', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  const menu = page.getByRole('navigation', { name: 'Virtual Security Guard Settings' });
  await menu.getByRole('link', { name: 'Alert Preferences' }).click();
  const delivery = page.getByRole('checkbox', { name: 'Text James Chen for Delivery' });
  await labelOf(delivery).click();
  await expect(delivery).toBeChecked();

  // The remote's own menu: Stay keeps the edit.
  await menu.getByRole('link', { name: 'Authorized Devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/locations\/loc-1001-1\/alerts$/);
  await expect(delivery).toBeChecked();

  // The host's Back button asks too; Leave goes back.
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/locations\/loc-1001-1\/events-summary$/);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
});

test('closing the tab with unsaved changes asks the browser first', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/alerts');
  const delivery = page.getByRole('checkbox', { name: 'Text James Chen for Delivery' });
  await labelOf(delivery).click();
  await expect(delivery).toBeChecked();
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
