import { expect, test } from '../fixtures/test';

test('the /signin link is in the page for bots only', async ({ page, signInAs }) => {
  await signInAs('multi-location');
  await page.goto('/locations');
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toBeVisible();
  const link = page.locator('a[href="/signin"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('aria-hidden', 'true');
  await expect(link).toHaveAttribute('tabindex', '-1');
  // Not in the accessibility tree, and no bigger than a pixel on screen.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const box = await link.boundingBox();
  expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
  // The keyboard never reaches it.
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).not.toBe(
      '/signin',
    );
  }
});

test('following it is reported and shows the 404', async ({ page, signInAs, sandbox }) => {
  await signInAs('multi-location');
  await page.goto('/signin');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back Home' })).toBeVisible();
  await expect
    .poll(async () => (await sandbox.stats()).map((stat) => [stat.action, stat.pageId]))
    .toContainEqual(['not_found', 'signin-honeypot']);
});
