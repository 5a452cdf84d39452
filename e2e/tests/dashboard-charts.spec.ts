import { expect, test } from '../fixtures/test';

// The dashboard's two weekly bar charts (2,000-location persona): 8 weeks, tooltips 'n event(s)',
// errors with a retry.

test("timeseries failing to load show both charts' errors; Try again recovers each", async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('smb-owner');
  // Two queries (events, emergencies), each tried twice.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/:userId/events/timeseries',
    status: 500,
    times: 4,
  });
  await page.goto('/dashboard');
  await expect(page.getByText('There was an error fetching Events timeseries')).toBeVisible();
  await expect(page.getByText('There was an error getting events timeseries')).toBeVisible();
  await expect(page.getByText('There was an error fetching Emergencies timeseries')).toBeVisible();
  await expect(page.getByText('There was an error getting emergencies timeseries')).toBeVisible();
  // The table is there regardless.
  await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();

  for (const name of ['Events per week', 'Emergencies per week']) {
    const card = page.getByRole('region', { name });
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('group', { name: `${name}, last 8 weeks` })).toBeVisible();
  }
});
