import { expect, test } from '../fixtures/test';
import { ONBOARDING_POST, authorize, pressAuthorize } from './onboarding-support';

test('425 answers to the onboarding POST are retried until it completes', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await sandbox.fault({ method: 'POST', path: ONBOARDING_POST, statuses: [425, 425] });
  const answers: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname.endsWith('/loc-1003-1/onboarding')) {
      answers.push(response.status());
    }
  });
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);

  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  expect(answers).toEqual([425, 425, 200]);
  const { location } = await sandbox.locationState('loc-1003-1');
  expect(location.onboardStatus).toBe('complete');
});

test('a failed onboarding POST shows the error page; Try Again returns and then succeeds', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await sandbox.fault({ method: 'POST', path: ONBOARDING_POST, status: 500, times: 1 });
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // The onboarding fails after Authorize, before the page leaves for the provider.
  await pressAuthorize(page);

  await expect(
    page.getByText(
      "Sorry! We couldn't activate Virtual Security Guard. Please tap retry so we can try that once more.",
    ),
  ).toBeVisible();
  await expect(page.getByText('If the error persists please try again later')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1\/onboarding-error$/);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1$/);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorize(page);
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
});
