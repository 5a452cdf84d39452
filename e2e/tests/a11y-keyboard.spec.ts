import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('by keyboard alone: from the events summary to the devices, turn the siren off and confirm', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Authorized Devices' }));
  await page.keyboard.press('Enter');
  const siren = page.getByRole('switch', { name: 'Siren Access' });
  await expect(siren).toBeChecked();

  await tabTo(page, siren);
  await page.keyboard.press('Space');
  const confirm = page.getByRole('alertdialog', { name: 'Turn Off Siren' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Turn Off' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Preference siren successfully unsubscribed')).toBeVisible();
  await expect(siren).not.toBeChecked();
  // The dialog gave the focus back to the switch.
  await expect(siren).toBeFocused();

  await page.reload();
  await expect(siren).not.toBeChecked();
});
