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
