import { LOCAL_CONFIG } from '../fixtures/local-config';
import { expect, test } from '../fixtures/test';

test('add a private guard: validation errors first, then saved and pending', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  await page.getByRole('link', { name: 'Private Guard' }).click();
  await expect(page.getByText('No Info Added')).toBeVisible();
  await page.getByRole('button', { name: 'Add Guard Info' }).click();

  const name = page.getByRole('textbox', { name: /Company Name/ });
  const phone = page.getByRole('textbox', { name: /Phone Number/ });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);

  await name.fill('Sentinel 🛡️ Patrol');
  await expect(page.getByText('Emojis are not supported. Please try again.')).toBeVisible();
  await name.fill('Sentinel Patrol');
  await expect(page.getByText('15/50')).toBeVisible();
  await phone.fill('+44 20 7946 0958');
  await phone.blur();
  await expect(page.getByText('Invalid country code.')).toBeVisible();
  await phone.fill('415555');
  await expect(page.getByText('Phone number is too short.')).toBeVisible();
  await phone.fill('(415) 555-0142');
  await expect(page.getByText('Phone number is too short.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Default to this Private Guard for emergency dispatches?',
  });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(/A confirmation email is expected within 1 business day\./),
  ).toBeVisible();
  const info = page.getByRole('region', { name: 'Guard Info' });
  await expect(info).toContainText('Sentinel Patrol');
  await expect(info).toContainText('(415) 555-0142');
  // The environment's support address (config/local.json), through the host's Platform.config.
  await expect(info).toContainText(
    `To make any changes contact support at ${LOCAL_CONFIG.supportEmail}.`,
  );

  await page.reload();
  await expect(info).toContainText('Sentinel Patrol');
  await expect(page.getByText('Pending confirmation')).toBeVisible();
});
