import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// /return_to with a `from` the control center does not know, both halves live: reported, then the
// root, whose entry routing hands the user to the onboarding remote.

test('an unknown return is reported, then the root leads into onboarding', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('onboarding');
  await page.goto('/return_to?from=billing&user_id=1003&location_id=loc-1003-1');

  // The one location is selectable and incomplete: the root chooses it and opens its introduction.
  await expect(page).toHaveURL(`${HOST}/onboarding/loc-1003-1`);
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
  await expect
    .poll(async () => (await sandbox.stats()).map((stat) => [stat.action, stat.pageId]))
    .toContainEqual(['not_found', 'return_to']);
});
