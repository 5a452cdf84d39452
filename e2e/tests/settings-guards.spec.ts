import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// The host's settings guards (spec 2.3), both halves live: the guard decides before the settings
// remote loads, and the remote it sends the user to renders the page. (No entitlements without
// the dashboard flag exits the app: host-entry-routing.spec.ts.)

test('a free trial available: the trial start, rendered by the onboarding remote', async ({
  page,
  signInAs,
}) => {
  await signInAs('trial-available');
  await page.goto('/locations/loc-1002-1/events-summary');
  await expect(page).toHaveURL(`${HOST}/locations/loc-1002-1/free-trial`);
  await expect(
    page.getByRole('heading', { name: 'Try Virtual Security Guard free' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
});

test('no entitlements with the small-business dashboard flag: the dashboard', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('smb-owner');
  const { locations } = await sandbox.state({ ownerId: 1006 });
  const unentitled = locations.filter((location) => location.subscription === null);
  expect(unentitled.length).toBeGreaterThan(0);
  const [location] = unentitled;
  await page.goto(`/locations/${location?.locationId ?? ''}/events-summary`);
  await expect(page).toHaveURL(`${HOST}/dashboard`);
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
});

test('VSG state incomplete: the onboarding introduction', async ({ page, signInAs, sandbox }) => {
  await signInAs('multi-location');
  // sandbox-api derives no state that reads INCOMPLETE (its own derivation answers
  // SETUP_INCOMPLETE), so the service answers it for this location.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/1007/locations/loc-1007-3/status',
    status: 200,
    body: { status: 'INACTIVE', monitoring: 'INACTIVE', details: { reasons: ['INCOMPLETE'] } },
  });
  await page.goto('/locations/loc-1007-3/events-summary');
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1007-3`);
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});
