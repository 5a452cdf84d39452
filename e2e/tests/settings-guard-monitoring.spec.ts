import { labelOf } from '../fixtures/locators';
import { hydrated } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

test('pause (the first POST fails) and resume from the banner', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  await expect(guardSwitch).toBeChecked();
  await sandbox.fault({
    method: 'POST',
    path: '/api/neighbors/1001/locations/loc-1001-1/state',
    status: 500,
    times: 1,
  });

  // The POST fails: the switch stays on and the user is told.
  await labelOf(guardSwitch).click();
  const modal = page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  await expect(modal).toContainText(
    'Guards will not monitor motion events when the system is armed Home or Away.',
  );
  await modal.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('Failed changing VSG State.')).toBeVisible();
  await expect(guardSwitch).toBeChecked();
  await expect(modal).toHaveCount(0);

  // Again: paused, the banner shows.
  await labelOf(guardSwitch).click();
  await modal.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(guardSwitch).not.toBeChecked();
  const banner = page.getByRole('region', { name: 'Pause banner' });
  await expect(banner).toContainText('Guard monitoring is currently paused at your location.');

  // The pause is the server's: still paused after a reload.
  await page.reload();
  await expect(guardSwitch).not.toBeChecked();
  await banner.getByRole('button', { name: 'Resume' }).click();
  await expect(guardSwitch).toBeChecked();
  await expect(banner).toHaveCount(0);

  const actions = (await sandbox.stats()).map((stat) => stat.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      'tapping_pause_toggle',
      'tapping_pause_confirmation',
      'tapping_resume_button',
    ]),
  );
});

test('a banner closed in the session stays closed after a reload, which hydrates without a mismatch', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  await labelOf(guardSwitch).click();
  await page
    .getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' })
    .getByRole('button', { name: 'Pause', exact: true })
    .click();
  const banner = page.getByRole('region', { name: 'Pause banner' });
  await expect(banner).toContainText('Guard monitoring is currently paused at your location.');
  await banner.getByRole('button', { name: 'Close banner' }).click();
  await expect(banner).toHaveCount(0);

  // The server cannot read the session's storage: its page has the banner, the browser's does not.
  // The page fixture fails this test on any hydration mismatch the difference would make.
  await page.reload();
  await expect(guardSwitch).not.toBeChecked();
  await hydrated(page);
  await expect(banner).toHaveCount(0);
});

test.describe('on a phone', () => {
  // A phone's browser says it is one: the server renders the phone's layout, which hydrates as is.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('off, Cancel, and off again straight away asks again every time, on a slow CPU', async ({
    page,
    signInAs,
    sandbox,
  }) => {
    await signInAs('owner-complete');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/locations/loc-1001-1/events-summary');
    const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
    await expect(guardSwitch).toBeChecked();
    // Where a finger taps the switch: a tap goes to whatever is on top there, as a user's does
    // (a locator's click would wait until nothing covers the switch).
    const box = await guardSwitch.boundingBox();
    expect(box).not.toBeNull();
    const tapSwitch = () =>
      page.touchscreen.tap(box ? box.x + box.width / 2 : 0, box ? box.y + box.height / 2 : 0);
    const modal = page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });

    await tapSwitch();
    await expect(modal).toHaveAttribute('data-state', 'open');
    for (let round = 1; round <= 5; round += 1) {
      await modal.getByRole('button', { name: 'Cancel' }).click();
      // Straight after Cancel, while the dialog fades out.
      await tapSwitch();
      await expect(modal, `the dialog opens again (round ${round})`).toHaveAttribute(
        'data-state',
        'open',
      );
    }
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
    await expect(guardSwitch).toBeChecked();
    const actions = (await sandbox.stats()).map((stat) => stat.action);
    expect(actions.filter((action) => action === 'tapping_pause_toggle')).toHaveLength(6);
    expect(actions).not.toContain('tapping_pause_confirmation');
  });
});
