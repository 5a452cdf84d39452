import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// /onboard with success, both halves live: the provider's authorization page (sandbox-api) returns
// to the host, which goes to the referrer a remote stored through the Platform, or to /locations.
// (The onboarding remote's referrer, setup complete: onboarding-happy-path.spec.ts.)

test("Authorize from the settings' mode status: back on the events summary, authorized", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('multi-location');
  await sandbox.patchLocation('loc-1007-1', { authorized: false });
  const documents: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  await page.goto('/locations/loc-1007-1/events-summary');
  const modeStatus = page.getByRole('region', { name: 'Mode Status' });
  await expect(
    modeStatus.getByText(/Virtual Security Guard is not authorized to access your devices/),
  ).toBeVisible();
  await modeStatus.getByRole('button', { name: 'Authorize' }).click();
  await page
    .getByRole('dialog', { name: 'Authorize Virtual Security Guard' })
    .getByRole('button', { name: 'Authorize' })
    .click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/oauth\/authorize\?/);
  await page.getByRole('button', { name: 'Allow' }).click();

  // Through /onboard, back to the page the settings remote stored.
  await expect(page).toHaveURL(`${HOST}/locations/loc-1007-1/events-summary`);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(modeStatus).toBeVisible();
  await expect(modeStatus.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  expect(documents.some((url) => url.startsWith(`${HOST}/onboard?success=true`))).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('authorization-accepted'))).toBe('true');
  const { location } = await sandbox.locationState('loc-1007-1');
  expect(location.authorized).toBe(true);
});

test('no referrer stored (another tab started it): /locations, where the user chooses', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  // The provider's authorization page opened on its own, as from a tab whose session storage this
  // one does not share.
  const redirectUri = encodeURIComponent(`${HOST}/onboard`);
  await page.goto(
    `http://localhost:3100/oauth/authorize?location_id=loc-1007-3&redirect_uri=${redirectUri}`,
  );
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(`${HOST}/locations`);
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Setup Incomplete' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('authorization-accepted'))).toBe('true');
});
