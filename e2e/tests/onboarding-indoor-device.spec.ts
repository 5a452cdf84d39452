import { labelOf } from '../fixtures/locators';
import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

// onboarding: Front Door and Garage outdoor, Kitchen (100303) an indoor camera; nothing enrolled.
test("onboarding's indoor camera confirm, and its 'don't show again' carried into settings", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Review Enrolled Devices' }).click();
  const kitchen = page.getByRole('switch', { name: 'Kitchen' });
  await expect(kitchen).not.toBeChecked();

  // Cancel: nothing chosen, nothing recorded.
  await kitchen.focus();
  await page.keyboard.press('Space');
  const confirm = page.getByRole('alertdialog', { name: 'Indoor Device' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(kitchen).not.toBeChecked();

  // Confirm with 'don't show again' ticked.
  await kitchen.focus();
  await page.keyboard.press('Space');
  await confirm.getByText("Don't show this again").click();
  await expect(confirm.getByRole('checkbox', { name: "Don't show this again" })).toBeChecked();
  await confirm.getByRole('button', { name: 'Enroll Indoor Device' }).click();
  await expect(kitchen).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1$/);

  const recorded = async () =>
    (await sandbox.stats())
      .filter((stat) => String(stat.action).includes('device'))
      .map((stat) => `${String(stat.action)} ${String(stat.doorbotId)}`)
      .sort();
  await expect
    .poll(recorded)
    .toEqual(
      expect.arrayContaining([
        'enroll_device 100301',
        'enroll_device 100302',
        'enroll_device 100303',
        'indoor_device_acknowledged 100303',
      ]),
    );
  expect((await recorded()).filter((stat) => stat.startsWith('indoor_'))).toHaveLength(1);

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();

  // Settings reads the same choice: re-enrolling the indoor camera asks nothing.
  await page.goto('/locations/loc-1003-1/devices');
  const settingsKitchen = page.getByRole('switch', { name: 'Kitchen' });
  await expect(settingsKitchen).toBeChecked();
  await labelOf(settingsKitchen).click();
  await expect(
    page.getByText('Kitchen successfully unenrolled from Virtual Security Guard'),
  ).toBeVisible();
  await labelOf(settingsKitchen).click();
  await expect(
    page.getByText('Kitchen successfully enrolled in Virtual Security Guard'),
  ).toBeVisible();
  await expect(settingsKitchen).toBeChecked();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect
    .poll(async () => (await recorded()).filter((stat) => stat.startsWith('indoor_')))
    .toHaveLength(2);
});
