import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// The location selector's Continue, both halves live: the host's selector hands the chosen
// location to the settings remote (setup complete) or the onboarding remote (incomplete).

test('Continue opens the settings of a complete location and the onboarding of an incomplete one', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  await page.goto('/locations');
  await page.getByRole('radio', { name: /Downtown Office/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The bare settings path is the settings remote's: it goes on to the events summary.
  await expect(page).toHaveURL(`${HOST}/locations/loc-1007-1/events-summary`);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mode Status' })).toBeVisible();

  await page.goto('/locations');
  await page.getByRole('radio', { name: /Beach House/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1007-3`);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});
