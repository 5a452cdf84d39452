import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';
import { editContactsAndReturn } from './onboarding-support';

// /return_to?from=emergency_contacts with both halves live: the onboarding remote builds the
// return, the provider's contacts page (sandbox-api) sends the user back, the host's return page
// decides, and the onboarding remote renders the step it names.

test("Edit on the provider's contacts page, then back: the professional monitoring step", async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1/emergency-contacts');
  await expect(page.getByRole('heading', { name: 'Emergency Contacts', level: 1 })).toBeVisible();

  // A page with a return path opens in a new tab on the web (spec section 6).
  const provider = await editContactsAndReturn(page);
  await expect(provider).toHaveURL(`${HOST}/onboarding/loc-1003-1/professional-monitoring`);
  await expect(
    provider.getByRole('heading', { name: 'Professional Monitoring', level: 1 }),
  ).toBeVisible();
  // A fixed next step, not a continued setup: the user carries on from there.
  await expect(provider.getByRole('button', { name: 'Continue Setup' })).toBeEnabled();
  await expect(provider.getByRole('heading', { name: 'Setup Complete' })).toHaveCount(0);
});

test('a return for another user logs out; signed in as that user, the step renders', async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  await page.goto('/return_to?from=emergency_contacts&user_id=1007&location_id=loc-1007-3');
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/signin\?return_to=/);
  await expect(page.getByText(/Currently signed in as/)).toHaveCount(0);
  await page.getByRole('button', { name: /^multi-location/ }).click();

  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1007-3/professional-monitoring`);
  await expect(
    page.getByRole('heading', { name: 'Professional Monitoring', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue Setup' })).toBeEnabled();
});
