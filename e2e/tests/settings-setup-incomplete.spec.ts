import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

test("SETUP_INCOMPLETE: the settings show 'Complete Setup', which opens onboarding", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('multi-location');
  // Beach House, authorized but not set up: its inactive reason (reasons[0]) is SETUP_INCOMPLETE.
  await sandbox.patchLocation('loc-1007-3', { authorized: true });
  await page.goto('/locations/loc-1007-3/events-summary');

  // The host's guard lets it through and the settings remote renders the reason's card.
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${HOST}/locations/loc-1007-3/events-summary`);
  const modeStatus = page.getByRole('region', { name: 'Mode Status' });
  await expect(modeStatus.getByText('Setup Incomplete')).toBeVisible();

  await modeStatus.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1007-3`);
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});
