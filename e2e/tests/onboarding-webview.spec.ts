import { expect, test } from '../fixtures/test';
import { authorize } from './onboarding-support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('webview: free trial to setup complete with touch, no host chrome, nothing from settings or dashboard', async ({
  page,
  signInAs,
}) => {
  const requestsByOrigin = new Map<string, number>();
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    requestsByOrigin.set(origin, (requestsByOrigin.get(origin) ?? 0) + 1);
  });
  await signInAs('trial-available');

  await page.goto('/locations/loc-1002-1/free-trial?platform=ios');
  await page.getByRole('button', { name: 'START FREE TRIAL' }).tap();
  await expect(page.getByRole('progressbar', { name: 'Starting your free trial…' })).toBeVisible();
  // No host chrome in a mobile session.
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).tap();
  await authorize(page, { tap: true });

  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Status: Active away' })).toBeVisible();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  // The page fits the phone: no horizontal scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Done returns to the app.
  await done.tap();
  await expect(page).toHaveURL('http://localhost:3100/app/deep-link');

  expect(requestsByOrigin.get('http://localhost:3002') ?? 0).toBeGreaterThan(0);
  expect(requestsByOrigin.get('http://localhost:3001') ?? 0).toBe(0);
  expect(requestsByOrigin.get('http://localhost:3003') ?? 0).toBe(0);
});
