import type { Page, Request } from '@playwright/test';
import { holdRequests } from '../fixtures/hold-requests';
import { expect, test } from '../fixtures/test';

// Authorization before anything changes (spec section 4): Complete Setup and the classic free
// trial start ask first; Deny changes nothing and sends nothing; Authorize runs the steps while
// the host's Authorize modal waits, then leaves for the provider's page. Host and remote live.

const PROVIDER_PAGE = /^http:\/\/localhost:3100\/oauth\/authorize\?/;

/** Every write the page sends to the API but statistics, as `METHOD path`. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || request.method() === 'GET') return;
    if (pathname.startsWith('/api/stats/')) return;
    writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

function authorizeModal(page: Page) {
  return page.getByRole('dialog', { name: 'Authorize Virtual Security Guard' });
}

test('Complete Setup, Deny: no enrollment and no onboarding call is sent', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  const writes = recordWrites(page);
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await authorizeModal(page).getByRole('button', { name: 'Deny' }).click();

  await expect(page.getByText('Virtual Security Guard was not authorized.')).toBeVisible();
  await expect(authorizeModal(page)).toBeHidden();
  expect(writes).toEqual([]);
  const { location, devices } = await sandbox.locationState('loc-1003-1');
  expect(location).toMatchObject({ onboardStatus: 'incomplete', authorized: false });
  expect(devices.filter((device) => device.starkEnrolled)).toEqual([]);
  expect(await sandbox.statActions()).toEqual(
    expect.arrayContaining(['deny_authorization', 'onboarding_denied']),
  );
});

test('Complete Setup, Authorize: enrolled and completed while the modal waits, then the provider; abandoned there, settings ask to authorize', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  const writes = recordWrites(page);
  // The location's onboarding answers late: the modal's wait state shows meanwhile.
  const releaseOnboarding = await holdRequests(
    page,
    '**/api/neighbors/1003/locations/loc-1003-1/onboarding',
  );
  await page.goto('/onboarding/loc-1003-1');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  const modal = authorizeModal(page);
  await modal.getByRole('button', { name: 'Authorize' }).click();

  await expect
    .poll(() => writes)
    .toContain('POST /api/neighbors/1003/locations/loc-1003-1/onboarding');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Deny' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Close' })).toBeDisabled();
  expect(page.url()).toMatch(/\/onboarding\/loc-1003-1$/);
  releaseOnboarding();

  await expect(page).toHaveURL(PROVIDER_PAGE);
  // The default outdoor devices first, then both onboarding calls in order, then the provider.
  expect(writes.filter((write) => !write.endsWith('/devices'))).toEqual([
    'POST /api/neighbors/1003/locations/loc-1003-1/onboarding',
    'POST /api/neighbors/1003/locations/loc-1003-1/onboarding-complete',
  ]);
  expect(writes.indexOf('POST /api/neighbors/1003/devices')).toBe(0);
  const { location, devices } = await sandbox.locationState('loc-1003-1');
  expect(location).toMatchObject({ onboardStatus: 'complete', authorized: false });
  expect(devices.some((device) => device.starkEnrolled)).toBe(true);

  // The user never allows it at the provider: the settings show the authorization prompt.
  await page.goto('/locations/loc-1003-1/events-summary');
  const modeStatus = page.getByRole('region', { name: 'Mode Status' });
  await expect(modeStatus.getByText('Not Authorized', { exact: true })).toBeVisible();
  await expect(modeStatus.getByRole('button', { name: 'Authorize' })).toBeVisible();
});

test('classic free trial, Deny: no subscription is sent', async ({ page, signInAs, sandbox }) => {
  await signInAs('trial-classic');
  const writes = recordWrites(page);
  await page.goto('/locations/loc-1013-1/free-trial');
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
  await authorizeModal(page).getByRole('button', { name: 'Deny' }).click();

  await expect(authorizeModal(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  expect(writes).toEqual([]);
  const { location } = await sandbox.locationState('loc-1013-1');
  expect(location.subscription?.freeTrialStatus).toBe('AVAILABLE');
  expect(await sandbox.statActions()).not.toContain('start_free_trial');
});

test('classic free trial, Authorize: subscribed, stat, 5 s, then the provider, back to the introduction', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('trial-classic');
  const writes = recordWrites(page);
  await page.goto('/locations/loc-1013-1/free-trial');
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
  const modal = authorizeModal(page);
  await modal.getByRole('button', { name: 'Authorize' }).click();

  // Subscribed at once, then the 5 s wait with the modal waiting and the page still here.
  await expect
    .poll(() => writes)
    .toEqual(['POST /api/neighbors/1013/locations/loc-1013-1/entitlement']);
  await expect(modal.getByRole('button', { name: 'Deny' })).toBeDisabled();
  expect(page.url()).toMatch(/\/locations\/loc-1013-1\/free-trial$/);
  // The write has gone out; the service answers it in its own time.
  await expect
    .poll(
      async () =>
        (await sandbox.locationState('loc-1013-1')).location.subscription?.freeTrialStatus,
    )
    .toBe('ACTIVE');
  // The stat follows the subscription; the Authorize modal's came before both.
  await expect.poll(() => sandbox.statActions()).toContain('start_free_trial');
  const actions = await sandbox.statActions();
  expect(actions.indexOf('accept_authorization')).toBeGreaterThanOrEqual(0);
  expect(actions.indexOf('accept_authorization')).toBeLessThan(actions.indexOf('start_free_trial'));

  await expect(page).toHaveURL(PROVIDER_PAGE, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/loc-1013-1$/);
  const { location } = await sandbox.locationState('loc-1013-1');
  expect(location).toMatchObject({ authorized: true, subscription: { freeTrialStatus: 'ACTIVE' } });
});
