import { expect, test } from '../fixtures/test';

test('signing in on the provider page returns to the control center with the location data', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/localhost:3100\/signin/);
  await page.getByRole('button', { name: /^owner-complete/ }).click();
  // A single selectable location is chosen automatically and opens its settings.
  await expect(page).toHaveURL(/\/locations\/loc-1001-1\/events-summary$/);
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  // The persona has the overages flag: the count since the start of the billing cycle is shown.
  await expect(page.getByText(/^Event Count Since \d{2}-[A-Z][a-z]+$/)).toBeVisible();
});

test('the settings remote renders the events summary from sandbox-api', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  await expect(page.getByText('Passerby', { exact: true })).toBeVisible();
  await expect(page.getByText('Guard Reviewed', { exact: true })).toBeVisible();
});

test('the onboarding remote renders the introduction from sandbox-api', async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1');
  await expect(page.getByText('Enrolled Devices')).toBeVisible();
  await expect(page.getByText(/^\d+ contacts: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
});

test('the dashboard remote renders the small-business summary from sandbox-api', async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  await page.goto('/dashboard');
  await expect(page.getByText('2000 locations')).toBeVisible();
  await expect(page.getByText('Onboarding', { exact: true })).toBeVisible();
});

test('unknown pages show the 404 screen with Back Home', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/no-such-page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/locations\/loc-1001-1\/events-summary$/);
});

test('a flag-gated page whose flag is off redirects to /not-found', async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/not-found$/);
});

test("Chakra's global CSS is on the page once, and styles it", async ({ page, signInAs }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/devices');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  const styles = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const brandPrimary = root.getPropertyValue('--chakra-colors-brand-600').trim();
    return {
      brandPrimary,
      bodyMargin: getComputedStyle(document.body).margin,
      // Every style sheet that defines the token variables, inserted rules included (emotion
      // inserts through the CSS object model in production, so a <style>'s text would not show it).
      tokenSheets: [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-brand-600:')),
      ).length,
    };
  });
  expect(styles).toEqual({
    brandPrimary: '#147bad',
    bodyMargin: '0px',
    tokenSheets: 1,
  });
});
