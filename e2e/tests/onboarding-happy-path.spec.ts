import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

test('onboarding: review the defaults, complete setup, authorize, setup complete', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1');
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/Outdoor devices to enroll: .*Front Door/)).toBeVisible();

  // The devices page enrolls the outdoor eligible devices by default; add the indoor camera.
  await page.getByRole('button', { name: 'Review Enrolled Devices' }).click();
  await expect(page.getByRole('switch', { name: 'Front Door' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Kitchen' })).not.toBeChecked();
  await expect(
    page.getByText('Battery-powered devices are not currently supported.'),
  ).toBeVisible();
  const kitchen = page.getByRole('switch', { name: 'Kitchen' });
  await kitchen.focus();
  await page.keyboard.press('Space');
  await page
    .getByRole('alertdialog', { name: 'Indoor Device' })
    .getByRole('button', { name: 'Enroll Indoor Device' })
    .click();
  await expect(kitchen).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1$/);
  await expect(page.getByText(/enrolled: .*Kitchen/)).toBeVisible();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);

  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Status: Inactive when disarmed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Status: Active at home' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Status: Active away' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1\/setup-complete$/);

  const { location, devices } = await sandbox.locationState('loc-1003-1');
  // Both calls of spec section 7: the location's onboarding and the user's record of it.
  expect(location).toMatchObject({
    onboardStatus: 'complete',
    authorized: true,
    preferences: { onboardingComplete: true },
  });
  expect(
    devices
      .filter((device) => device.starkEnrolled)
      .map((device) => device.name)
      .sort(),
  ).toEqual(expect.arrayContaining(['Front Door', 'Garage', 'Kitchen']));
  const actions = await sandbox.statActions();
  expect(actions).toEqual(
    expect.arrayContaining(['page_view', 'onboarding_primary', 'accept_authorization']),
  );
});

test('closing an unfinished setup warns first; Exit leaves for the account pages', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Close' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Setup Incomplete')).toBeVisible();
  await warning.getByRole('button', { name: 'Continue Setup' }).click();
  await expect(warning).toBeHidden();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL('http://localhost:3100/account/monitoring-settings');
  expect(await sandbox.statActions()).toEqual(expect.arrayContaining(['onboarding_close']));
});
