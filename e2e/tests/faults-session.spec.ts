import { expect, test } from '../fixtures/test';
import { ONBOARDING_POST, pressAuthorize } from './onboarding-support';

test('the session expires on Save of the private guard form: signed in again, the input is still there', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/private-guard');
  await page.getByRole('button', { name: 'Add Guard Info' }).click();
  const name = page.getByRole('textbox', { name: /Company Name/ });
  const phone = page.getByRole('textbox', { name: /Phone Number/ });
  await name.fill('Sentinel Patrol');
  await phone.fill('(415) 555-0142');

  // The session ends while the user types: the save is answered 401.
  await page.context().clearCookies({ name: 'gcc_session' });
  const unauthorized = page.waitForResponse(
    (response) => response.url().endsWith('/loc-1001-1/guard') && response.status() === 401,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('alertdialog', { name: 'Default to this Private Guard for emergency dispatches?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await unauthorized;

  // 401 → root → the session call is refused too → the provider's sign-in page.
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/signin\?/);
  await page.getByRole('button', { name: /^owner-complete / }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\//);
  await page.getByRole('link', { name: 'Private Guard' }).click();

  await expect(name).toHaveValue('Sentinel Patrol');
  await expect(phone).toHaveValue('(415) 555-0142');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Guard Info' })).toContainText('Sentinel Patrol');
  const { location } = await sandbox.locationState('loc-1001-1');
  expect(location.guard).toMatchObject({ agencyName: 'Sentinel Patrol' });
});

test('the onboarding POST answered 425 every time: 5 retries with backoff, then the error page', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await sandbox.fault({
    method: 'POST',
    path: ONBOARDING_POST,
    statuses: Array.from({ length: 6 }, () => 425),
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname.endsWith('/loc-1003-1/onboarding')) {
      answers.push(response.status());
    }
  });
  // The backoff (300 ms doubling) is skipped by moving the page's clock, not waited for. The
  // installed clock also runs on its own, so on a slow machine a retry can come before the test
  // looks: each step waits for at least that many answers, not exactly that many.
  await page.clock.install();
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  // The onboarding is retried after Authorize, while the Authorize modal waits.
  await pressAuthorize(page);
  for (let retry = 1; retry <= 5; retry += 1) {
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(retry);
    await page.clock.fastForward(300 * 2 ** (retry - 1));
  }

  await expect(page).toHaveURL(/\/onboarding\/loc-1003-1\/onboarding-error$/);
  await expect(page.getByText('If the error persists please try again later')).toBeVisible();
  expect(answers).toEqual([425, 425, 425, 425, 425, 425]);
  expect((await sandbox.locationState('loc-1003-1')).location.onboardStatus).toBe('incomplete');
});
