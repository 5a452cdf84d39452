import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';
import { authorize, disableFocusEmulation, editContactsAndReturn } from './onboarding-support';
import { windowedLaunchOptions } from '../test-browser';

// On the web the provider's pages with a return path open in a new tab and return the user there
// (spec section 6): both halves live, the remote's page, the provider's (sandbox) and the host's
// /return_to.

// A tab brought back to the front must hear of it (visibility and focus), which only the full
// browser tells it; these tests get a worker of their own with it.
test.use({ launchOptions: windowedLaunchOptions });

test('after editing emergency contacts the next step shows the monitoring status the service reports', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1/emergency-contacts');
  await expect(page.getByText('Liam Newcomer')).toBeVisible();

  // The host's /return_to sends the user to the professional monitoring step, which says what the
  // seeded status (PROFESSIONAL) is, never a fixed 'not set up'.
  const provider = await editContactsAndReturn(page);
  await expect(
    provider.getByText('Professional Monitoring is on for Lakeside House.', { exact: false }),
  ).toBeVisible();
  await expect(provider.getByText(/not set up/)).toHaveCount(0);

  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'UNSUPPORTED' });
  await provider.reload();
  await expect(
    provider.getByText('Professional Monitoring is not set up for Lakeside House yet.', {
      exact: false,
    }),
  ).toBeVisible();
});

test('the tab left behind shows the setup completed in the provider tab once it is focused again', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'UNSUPPORTED' });
  await page.goto('/onboarding/loc-1003-1/professional-monitoring');
  await disableFocusEmulation(page);
  await expect(
    page.getByText('Professional Monitoring is not set up for Lakeside House yet.', {
      exact: false,
    }),
  ).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Set Up Professional Monitoring' }).click();
  const provider = await popup;
  await provider.bringToFront();
  await expect(provider.getByRole('heading', { name: 'Monitoring Type' })).toBeVisible();
  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'PROFESSIONAL' });
  await provider.getByRole('link', { name: 'Back to the control center' }).click();
  await authorize(provider);
  await expect(provider.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();

  // The first tab, left behind, still says 'not set up' until the user comes back to it; focused
  // again it reads the status and the location again.
  await expect(page.getByText(/not set up for Lakeside House/)).toBeVisible();
  await page.bringToFront();
  await expect(page.getByText('Virtual Security Guard is set up at Lakeside House.')).toBeVisible();
  await expect(
    page.getByText('Professional Monitoring is on for Lakeside House.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue Setup' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(`${HOST}/locations/loc-1003-1/events-summary`);
});
