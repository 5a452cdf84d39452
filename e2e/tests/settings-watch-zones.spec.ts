import { expect, test } from '../fixtures/test';

// MISSING_MONITORING_ZONE's 'Set Up' (spec section 4): on the web the watch zone setup page (the
// web-redirect flag) or the Watch Zones modal; in the app's webview the app's own setup.

const WEB_REDIRECT = 'next-monitoring-zones-web-redirect';

for (const redirect of [true, false]) {
  test(`in a webview session Set Up opens the app at the location's watch zones (web redirect ${redirect ? 'on' : 'off'})`, async ({
    page,
    signInAs,
    sandbox,
  }) => {
    const { user_id: userId } = await signInAs('watch-zones');
    await sandbox.setUserFlags(userId, { [WEB_REDIRECT]: redirect });
    await page.goto('/locations/loc-1011-1/events-summary?platform=ios');
    const modeStatus = page.getByRole('region', { name: 'Mode Status' });
    await modeStatus.getByRole('button', { name: 'Set Up' }).click();
    await expect(page).toHaveURL(
      'http://localhost:3100/app/deep-link?to=watch-zones&locationId=loc-1011-1',
    );
    await expect(
      page.getByText('The app would now open its Watch Zones screen for location loc-1011-1.', {
        exact: false,
      }),
    ).toBeVisible();
  });
}

test('on the web Set Up opens the watch zone setup page, or explains where to find it', async ({
  page,
  signInAs,
  sandbox,
}) => {
  const { user_id: userId } = await signInAs('watch-zones');
  await page.goto('/locations/loc-1011-1/events-summary');
  const modeStatus = page.getByRole('region', { name: 'Mode Status' });
  const setupPage = page.waitForEvent('popup');
  await modeStatus.getByRole('button', { name: 'Set Up' }).click();
  await expect(await setupPage).toHaveURL('http://localhost:3100/account/watch-zones');

  await sandbox.setUserFlags(userId, { [WEB_REDIRECT]: false });
  await page.reload();
  await modeStatus.getByRole('button', { name: 'Set Up' }).click();
  const modal = page.getByRole('dialog', { name: 'Watch Zones' });
  await expect(modal).toContainText(
    "Review your suggested Watch Zones in the provider's mobile app.",
  );
  await modal.getByRole('button', { name: 'Got It' }).click();
  await expect(modal).toBeHidden();
});
