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
  // The pause indicator follows the limit: off and paused by it, not only disabled.
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  await expect(page.getByText('Paused: Event Threshold Exceeded')).toBeVisible();
  await expect(guardSwitch).toBeDisabled();
  await expect(guardSwitch).not.toBeChecked();

  // No threshold in the subscription (0, the default): the service monitors, and so says the page.
  await sandbox.patchLocation('loc-1010-1', { overagesThreshold: 0 });
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Virtual Security Guard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ events$/)).toBeVisible();
  await expect(page.getByText('Service inactive')).toHaveCount(0);
  await expect(page.getByText(/limit of 0 monitored events/)).toHaveCount(0);
  await expect(guardSwitch).toBeEnabled();
  await expect(guardSwitch).toBeChecked();
  await expect(page.getByText(/^Paused: /)).toHaveCount(0);
});
