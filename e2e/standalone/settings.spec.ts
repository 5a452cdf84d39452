import { ROUTE_PAGES } from './route-pages';
import { SANDBOX_URL } from './servers';
import { expect, test, testRoutePages } from './standalone-test';

testRoutePages('remote-settings', ROUTE_PAGES['remote-settings']);

test('a path under settings that no page owns goes to /not-found', async ({ page, standalone }) => {
  await standalone.open('remote-settings', 'owner-complete', '/locations/loc-1001-1/no-such-page');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  await standalone.expectSettled('remote-settings', notFound, '/not-found');
});

test('a location without entitlements exits to the monitoring settings page sandbox-api serves', async ({
  page,
  standalone,
}) => {
  await standalone.open('remote-settings', 'no-entitlements', '/locations/loc-1005-1/devices');
  await expect(page).toHaveURL(`${SANDBOX_URL}/account/monitoring-settings`);
  await expect(page.getByRole('heading', { name: 'Monitoring Settings', level: 1 })).toBeVisible();
});
