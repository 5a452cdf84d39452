import { expect, test } from '../fixtures/test';

test('the event limit follows the status the service reports', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('overages-exceeded');
  // Busy Storefront: threshold 20, Extra Events off, over it: EVENT_OVERAGES_THRESHOLD_EXCEEDED.
  await page.goto('/locations/loc-1010-1/events-summary');
  await expect(page.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  await expect(page.getByText(/reached your limit of 20 monitored events/)).toBeVisible();
  await expect(page.getByText('Service inactive')).toBeVisible();

  // No threshold in the subscription (0, the default): the service monitors, and so says the page.
  await sandbox.patchLocation('loc-1010-1', { overagesThreshold: 0 });
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ events$/)).toBeVisible();
  await expect(page.getByText('Service inactive')).toHaveCount(0);
  await expect(page.getByText(/limit of 0 monitored events/)).toHaveCount(0);
});
