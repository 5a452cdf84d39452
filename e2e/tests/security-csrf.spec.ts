import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const DEVICES_PATH = '/api/neighbors/1001/devices';

const isMutation = (request: Request) =>
  request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');

test('sandbox-api refuses a mutation without the session token or with a wrong one', async ({
  page,
  signInAs,
}) => {
  const { csrfToken } = await signInAs('owner-complete');
  const url = 'http://localhost:3000/api/neighbors/1001/locations/loc-1001-1/state';
  const refused: Array<Record<string, string>> = [
    {},
    { 'x-csrf-token': 'forged' },
    { 'x-csrf-token': `${csrfToken}x` },
  ];
  for (const headers of refused) {
    const response = await page.request.post(url, { data: { pauseEnable: true }, headers });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid CSRF token' });
  }
  const accepted = await page.request.post(url, {
    data: { pauseEnable: true },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(accepted.status()).toBe(200);
});

test('an enrolment sent without the token is refused: the UI says so and keeps the state; the retry succeeds', async ({
  page,
  signInAs,
  sandbox,
}) => {
  const { csrfToken } = await signInAs('owner-complete');
  const tokens: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (isMutation(request)) tokens.push(request.headers()['x-csrf-token']);
  });
  await page.goto('/locations/loc-1001-1/devices');
  const backyard = page.getByRole('switch', { name: 'Backyard' });
  await expect(backyard).not.toBeChecked();

  // The first enrolment leaves without its token (as a forged cross-site request would).
  let stripped = 0;
  await page.route(`**${DEVICES_PATH}`, async (route) => {
    if (route.request().method() !== 'POST' || stripped > 0) return route.fallback();
    stripped += 1;
    const headers = { ...route.request().headers() };
    delete headers['x-csrf-token'];
    return route.continue({ headers });
  });
  const label = page.locator('label').filter({ has: backyard });
  const refused = page.waitForResponse(
    (response) => response.url().endsWith(DEVICES_PATH) && response.request().method() === 'POST',
  );
  await label.click();
  expect((await refused).status()).toBe(403);
  await expect(page.getByText('Error enrolling the Backyard device')).toBeVisible();
  await expect(backyard).not.toBeChecked();
  const { devices } = await sandbox.locationState('loc-1001-1');
  expect(devices.find((device) => device.name === 'Backyard')?.starkEnrolled).toBe(false);

  await label.click();
  await expect(
    page.getByText('Backyard successfully enrolled in Virtual Security Guard'),
  ).toBeVisible();
  await expect(backyard).toBeChecked();
  await page.reload();
  await expect(backyard).toBeChecked();
  // Every state-changing call the app sent carried the session's token.
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(tokens.every((token) => token === csrfToken)).toBe(true);
});
