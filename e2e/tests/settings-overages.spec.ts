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

test('the count at the threshold reaches the limit before the service reports it', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('overages-exceeded');
  // Busy Storefront is over its threshold of 20 with Extra Events off; its status lags behind the
  // count and still says the service monitors.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/1010/locations/loc-1010-1/status',
    status: 200,
    body: { status: 'ACTIVE', monitoring: 'ACTIVE', details: { reasons: [] } },
  });
  await page.goto('/locations/loc-1010-1/events-summary');
  await expect(page.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  await expect(page.getByText(/reached your limit of 20 monitored events/)).toBeVisible();
  await expect(page.getByText('Service inactive')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Monitored events' })).toHaveAttribute(
    'data-negative',
  );
  // The Guard Monitoring switch follows the service's reasons alone.
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  await expect(guardSwitch).toBeEnabled();
  await expect(guardSwitch).toBeChecked();
  await expect(page.getByText(/^Paused: /)).toHaveCount(0);
});
