import { LOCAL_CONFIG } from '../fixtures/local-config';
import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

test('START FREE TRIAL subscribes, shows progress for 5 seconds, then goes to onboarding', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('trial-available');
  await page.goto('/locations/loc-1002-1/free-trial');
  await expect(
    page.getByRole('heading', { name: 'Try Virtual Security Guard free' }),
  ).toBeVisible();
  await expect(page.getByText(/two-week free trial/)).toBeVisible();
  // The environment's values (config/local.json), from the host's build to the remote's page.
  await expect(page.getByRole('link', { name: 'FAQ' })).toHaveAttribute(
    'href',
    LOCAL_CONFIG.freeTrialFaqUrl,
  );
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    LOCAL_CONFIG.freeTrialTermsUrl,
  );
  const video = page.getByLabel('Virtual Security Guard overview video');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', LOCAL_CONFIG.freeTrialVideoUrl);
  await expect(page.getByText(/Questions\? Call customer service at/)).toBeVisible();
  await expect(page.getByRole('link', { name: LOCAL_CONFIG.customerServicePhone })).toHaveAttribute(
    'href',
    `tel:${LOCAL_CONFIG.customerServicePhone}`,
  );

  // Both ends of the wait on the browser's clock: when the subscription was answered, and when the
  // page left for onboarding (the Navigation API sees the router's push).
  await page.evaluate(() => {
    navigation.addEventListener('navigate', () => {
      document.documentElement.dataset.leftAt ??= String(Date.now());
    });
  });
  const subscribed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/entitlement/.test(response.url()),
  );
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
  const timing = (await subscribed).request().timing();
  await expect(page.getByRole('progressbar', { name: 'Starting your free trial…' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/loc-1002-1$/, { timeout: 10_000 });
  const leftAt = Number(await page.evaluate(() => document.documentElement.dataset.leftAt));
  expect(leftAt - (timing.startTime + timing.responseEnd)).toBeGreaterThanOrEqual(5_000);
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();

  const { location } = await sandbox.locationState('loc-1002-1');
  expect(location.subscription?.freeTrialStatus).toBe('ACTIVE');
  expect(await sandbox.statActions()).toContain('start_free_trial');
});

test('with onboarding-3-0 explicitly off, START authorizes first, then starts the trial', async ({
  page,
  sandbox,
  signInAs,
}) => {
  await signInAs('trial-classic');
  await page.goto('/locations/loc-1013-1/free-trial');
  await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
  await authorize(page);

  // Subscribed before leaving for the provider, which returns to the onboarding introduction.
  await expect(page).toHaveURL(/\/onboarding\/loc-1013-1$/, { timeout: 10_000 });
  const { location } = await sandbox.locationState('loc-1013-1');
  expect(location).toMatchObject({ authorized: true, subscription: { freeTrialStatus: 'ACTIVE' } });
});

test('an active trial redirects away from the trial page', async ({ page, signInAs }) => {
  await signInAs('trial-active');
  await page.goto('/locations/loc-1008-1/free-trial');
  await expect(page).not.toHaveURL(/free-trial/);
  await expect(page).toHaveURL(/\/locations\/loc-1008-1/);
});

test('an unavailable trial exits', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/free-trial');
  await expect(page).toHaveURL('http://localhost:3100/account/monitoring-settings');
});

test('free trial canceled: Dashboard leaves for the account pages', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/free-trial-canceled');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('http://localhost:3100/account/monitoring-settings');
});

test('upsell: Learn More opens the plans page; the phone number is shown', async ({
  page,
  signInAs,
}) => {
  await signInAs('no-entitlements');
  await page.goto('/video-monitoring/experience-more');
  await expect(page.getByText(/Questions\? Call customer service at/)).toBeVisible();
  await expect(page.getByRole('link', { name: LOCAL_CONFIG.customerServicePhone })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(await popup).toHaveURL('http://localhost:3100/account/billing-plans');
});
