import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

const PRACTICE_WARNING =
  'Your alarm is in practice mode. Guards will not monitor your location until alarm practice ends.';

test.beforeEach(async ({ signInAs, sandbox }) => {
  await signInAs('practice-mode');
  await sandbox.patchLocation('loc-1009-1', { onboardStatus: 'incomplete' });
});

test('practice mode: setup completes to the practice page; End Alarm Practice continues', async ({
  page,
  sandbox,
}) => {
  await page.goto('/onboarding/loc-1009-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);

  await expect(page).toHaveURL(/\/onboarding\/loc-1009-1\/practice-mode$/);
  await page.getByRole('button', { name: 'End Alarm Practice' }).click();
  await expect(page.getByText('Successfully ended alarm practice.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByText(PRACTICE_WARNING)).toBeHidden();

  const { location } = await sandbox.locationState('loc-1009-1');
  expect(location).toMatchObject({ onboardStatus: 'complete', monitoringStatus: 'PROFESSIONAL' });
});

test('practice mode: Keep Alarm Practice continues with the practice warning', async ({
  page,
  sandbox,
}) => {
  await page.goto('/onboarding/loc-1009-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);
  await page.getByRole('button', { name: 'Keep Alarm Practice' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByText(PRACTICE_WARNING)).toBeVisible();
  const { location } = await sandbox.locationState('loc-1009-1');
  expect(location.monitoringStatus).toBe('PRACTICE_MODE');
});
