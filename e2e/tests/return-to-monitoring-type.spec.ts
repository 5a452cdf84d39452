import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';
import { authorize } from './onboarding-support';

// /return_to?from=monitoring_type with both halves live: the host's return page sends the user to
// the professional monitoring step continuing the setup, and the onboarding remote completes it.
// No page of the control center builds this return today; the provider's monitoring type page
// may send it, so the journey starts where that page would leave the user.

test('back from the monitoring type page with monitoring on: the setup completes', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/return_to?from=monitoring_type&user_id=1003&location_id=loc-1003-1');
  await expect(page).toHaveURL(
    `${HOST}/onboarding/loc-1003-1/professional-monitoring?continueSetup=true`,
  );

  // The step carries on with Complete Setup by itself: authorization first.
  await authorize(page);
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1003-1/setup-complete`);
  const { location } = await sandbox.locationState('loc-1003-1');
  expect(location).toMatchObject({
    onboardStatus: 'complete',
    authorized: true,
    preferences: { onboardingComplete: true },
  });
});
