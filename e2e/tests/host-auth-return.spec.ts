import { expect, test } from '../fixtures/test';
import { HOST, blockRemotes } from './host-support';
import { authorize } from './onboarding-support';

const DENIED = '/onboard?error_code=access_denied&locationId=loc-1003-1';
// Spec section 4, return page: what a professional monitoring return with status ineligible shows.
const SETUP_FAILED = 'We were unable to set up Virtual Security Guard. Please try again.';

test('denied: the not-authorized screen; Try Again, Authorize and the provider bring the user back', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await blockRemotes(page);
  await page.goto(DENIED);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard was not authorized.' }),
  ).toBeVisible();
  await expect(page.getByText(/access to the Live View of your enrolled devices/)).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();

  const dialog = page.getByRole('dialog', { name: 'Authorize Virtual Security Guard' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Access the devices you choose',
    'Use two-way talk and the siren',
    'View your account details and emergency contacts',
    'Send text messages for monitored events',
  ]);
  await expect(dialog.getByRole('link', { name: 'Linked Accounts page' })).toHaveAttribute(
    'href',
    'http://localhost:3100/account/linked-accounts',
  );
  // Modals are 650px wide (once the open animation, which scales the dialog up, has finished).
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(650);
  // Interception aborts requests still in flight when the page is left, such as the statistic
  // recorded on Authorize: stop it before leaving for the provider.
  await page.unrouteAll({ behavior: 'wait' });
  await dialog.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/oauth\/authorize\?/);
  await page.getByRole('button', { name: 'Allow' }).click();
  // Back at /onboard with success: the stored referrer (the selector), which enters onboarding.
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1003-1`);
  expect(await page.evaluate(() => sessionStorage.getItem('authorization-accepted'))).toBe('true');
  const stats = await sandbox.stats();
  const actions = stats.map((stat) => stat.action);
  expect(actions).toContain('onboarding_denied');
  // Sent before the page was left for the provider's authorization page.
  expect(actions).toContain('accept_authorization');
  expect(stats.every((stat) => stat.version === '3.0.74')).toBe(true);
});

test('the provider returning with success goes to the stored referrer', async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  await blockRemotes(page);
  await page.goto(DENIED);
  await page.evaluate(() =>
    sessionStorage.setItem('authorization-referrer', '/onboarding/loc-1003-1/devices'),
  );
  await page.goto('/onboard?success=true&locationId=loc-1003-1');
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1003-1/devices`);
  expect(await page.evaluate(() => sessionStorage.getItem('authorization-accepted'))).toBe('true');
});

test('Deny records the choice and stays on the screen', async ({ page, signInAs, sandbox }) => {
  await signInAs('onboarding');
  await page.goto(DENIED);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${HOST}${DENIED}`);
  await expect
    .poll(async () => (await sandbox.stats()).map((stat) => stat.action))
    .toContain('deny_authorization');
});

test("'don't show again' makes the next authorization confirm at once", async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  await page.goto(DENIED);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByText("Don't show this again").click();
  await page.getByRole('dialog').getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/oauth\/authorize\?/);

  await page.goto(DENIED);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/oauth\/authorize\?/);
});

test("back from the provider's monitoring page, the setup is authorized and completed, then Setup Complete", async ({
  page,
  signInAs,
  sandbox,
}) => {
  // Both halves live: the remote builds the return, the provider's page (sandbox) returns, the
  // host's /return_to decides, the remote carries on with Complete Setup.
  await signInAs('onboarding');
  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'UNSUPPORTED' });
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Set Up Professional Monitoring' }).click();
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Monitoring Type' })).toBeVisible();
  // The user sets up Professional Monitoring on the provider's page, then comes back.
  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'PROFESSIONAL' });
  await provider.getByRole('link', { name: 'Back to the control center' }).click();

  await authorize(provider);
  await expect(provider.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await expect(provider).toHaveURL(/\/onboarding\/loc-1003-1\/setup-complete$/);
  const { location } = await sandbox.locationState('loc-1003-1');
  expect(location).toMatchObject({
    onboardStatus: 'complete',
    authorized: true,
    preferences: { onboardingComplete: true },
  });
});

test('return_to from professional monitoring ineligible: the onboarding remote shows the error', async ({
  page,
  signInAs,
}) => {
  // Both halves live: the host's return page decides, the onboarding remote's page reads it.
  await signInAs('onboarding');
  await page.goto(
    '/return_to?from=professional_monitoring&status=ineligible&user_id=1003&location_id=loc-1003-1',
  );
  await expect(page.getByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  await expect(page).toHaveURL(
    `${HOST}/onboarding/loc-1003-1/professional-monitoring?onboardingError=professional-monitoring-ineligible`,
  );
  await expect(page.getByRole('alert').filter({ hasText: SETUP_FAILED })).toBeVisible();
  // The error lives on the URL, so a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: SETUP_FAILED })).toBeVisible();
});
