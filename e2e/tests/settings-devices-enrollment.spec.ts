import { labelOf } from '../fixtures/locators';
import { expect, test } from '../fixtures/test';

// owner-complete: Front Door and Driveway enrolled, Backyard eligible, Living Room indoor.
test('enroll an indoor device and unenroll down to none, through both confirms', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/devices');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  const toggle = (name: string) => page.getByRole('switch', { name });

  // Indoor device: 'Indoor Device' confirm, then enrolled.
  await labelOf(toggle('Living Room')).click();
  const indoor = page.getByRole('alertdialog', { name: 'Indoor Device' });
  await indoor.getByRole('button', { name: 'Enroll Indoor Device' }).click();
  await expect(
    page.getByText('Living Room successfully enrolled in Virtual Security Guard'),
  ).toBeVisible();
  await expect(toggle('Living Room')).toBeChecked();
  await expect(indoor).toHaveCount(0);

  // Unenroll all but one without a confirm.
  for (const name of ['Driveway', 'Front Door']) {
    await labelOf(toggle(name)).click();
    await expect(
      page.getByText(`${name} successfully unenrolled from Virtual Security Guard`),
    ).toBeVisible();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The last enrolled device: 'No Authorized Devices', Cancel keeps it.
  await labelOf(toggle('Living Room')).click();
  const last = page.getByRole('alertdialog', { name: 'No Authorized Devices' });
  await last.getByRole('button', { name: 'Cancel' }).click();
  await expect(last).toHaveCount(0);
  await expect(toggle('Living Room')).toBeChecked();
  await labelOf(toggle('Living Room')).click();
  await last.getByRole('button', { name: 'Deauthorize Device' }).click();
  await expect(
    page.getByText('Living Room successfully unenrolled from Virtual Security Guard'),
  ).toBeVisible();

  // The server has it: after a reload nothing is enrolled, and the mode says why.
  await page.reload();
  for (const name of ['Front Door', 'Driveway', 'Backyard', 'Living Room']) {
    await expect(toggle(name)).not.toBeChecked();
  }
  await page.getByRole('link', { name: /Dashboard/ }).click();
  await expect(page.getByText('No Devices', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll Device' }).click();
  await expect(page).toHaveURL(/\/locations\/loc-1001-1\/devices$/);
});
