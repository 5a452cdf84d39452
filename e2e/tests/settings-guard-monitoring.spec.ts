import { labelOf } from '../fixtures/locators';
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
