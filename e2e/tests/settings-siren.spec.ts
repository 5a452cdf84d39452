import { labelOf } from '../fixtures/locators';
import { expect, test } from '../fixtures/test';

test('turning the siren off: a failing PUT restores it, the retry sticks', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/devices');
  const siren = page.getByRole('switch', { name: 'Siren Access' });
  await expect(siren).toBeChecked();
  await sandbox.fault({
    method: 'PUT',
    path: '/api/neighbors/1001/locations/loc-1001-1/preferences',
    status: 500,
    times: 1,
  });

  await labelOf(siren).click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn Off Siren' });
  await confirm.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Error changing the preference siren to false')).toBeVisible();
  await expect(siren).toBeChecked();
  await expect(confirm).toHaveCount(0);

  await labelOf(siren).click();
  await confirm.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Preference siren successfully unsubscribed')).toBeVisible();
  await expect(siren).not.toBeChecked();
  await page.reload();
  await expect(siren).not.toBeChecked();
});
