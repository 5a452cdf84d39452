import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// /return_to?from=professional_monitoring while monitoring is still off, both halves live: without a
// status, and with a status the provider added other than ineligible. (Ineligible:
// host-auth-return.spec.ts.)

const NOT_ON = 'Professional Monitoring is not on for this location yet.';

test('no status, then status success, while monitoring is still off: the step says so, nothing completes', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await sandbox.patchLocation('loc-1003-1', { monitoringStatus: 'UNSUPPORTED' });
  await page.goto('/return_to?from=professional_monitoring&user_id=1003&location_id=loc-1003-1');
  await expect(page.getByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: NOT_ON })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toHaveCount(0);
  expect((await sandbox.locationState('loc-1003-1')).location).toMatchObject({
    onboardStatus: 'incomplete',
    authorized: false,
  });

  await page.goto(
    '/return_to?from=professional_monitoring&status=success&user_id=1003&location_id=loc-1003-1',
  );

  await expect(page).toHaveURL(
    `${HOST}/onboarding/loc-1003-1/professional-monitoring?continueSetup=true`,
  );
  await expect(
    page.getByRole('heading', { name: 'Professional Monitoring', level: 1 }),
  ).toBeVisible();
  // The continued setup read the real status: what the provider's word 'success' claimed is not so.
  await expect(page.getByRole('alert').filter({ hasText: NOT_ON })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toHaveCount(0);
  const { location } = await sandbox.locationState('loc-1003-1');
  expect(location).toMatchObject({ onboardStatus: 'incomplete', authorized: false });
});
