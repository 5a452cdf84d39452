import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

test('SOS off and SOS setup incomplete lead to the SOS pages, then the setup completes', async ({
  page,
  sandbox,
  signInAs,
}) => {
  await signInAs('sos-setup');
  await page.goto('/onboarding/loc-1012-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/onboarding\/loc-1012-1\/sos-turn-on$/);
  await expect(page.getByRole('heading', { name: 'Turn On SOS' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Setup' }).click();
  await expect(page.getByText('SOS is still off for this location.')).toBeVisible();

  await sandbox.patchLocation('loc-1012-1', { monitoringStatus: 'SOS_SETUP_INCOMPLETE' });
  await page.getByRole('button', { name: 'Continue Setup' }).click();
  await expect(page).toHaveURL(/\/onboarding\/loc-1012-1\/sos-set-up$/);
  await expect(page.getByRole('button', { name: 'Finish SOS Setup' })).toBeVisible();

  await sandbox.patchLocation('loc-1012-1', { monitoringStatus: 'SOS_ON' });
  await page.getByRole('button', { name: 'Continue Setup' }).click();
  await authorize(page);
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
});

test('without allow-sos-support the SOS pages are not found', async ({ page, signInAs }) => {
  await signInAs('practice-mode');
  await page.goto('/onboarding/loc-1009-1/sos-turn-on');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
});
