import { SANDBOX_URL } from './servers';
import { expect, test, testRoutePages } from './standalone-test';

// remote-settings/src/app/settings-routes.tsx, page by page. Private Guard is on for loc-1007-1
// by a location-domain flag; Trial Management needs an active free trial (trial-active).
testRoutePages('remote-settings', [
  {
    path: '/locations/loc-1001-1',
    persona: 'owner-complete',
    heading: 'Virtual Security Guard',
    settlesAt: '/locations/loc-1001-1/events-summary',
  },
  {
    path: '/locations/loc-1001-1/events-summary',
    persona: 'owner-complete',
    heading: 'Virtual Security Guard',
  },
  {
    path: '/locations/loc-1001-1/devices',
    persona: 'owner-complete',
    heading: 'Authorized Devices',
  },
  { path: '/locations/loc-1001-1/alerts', persona: 'owner-complete', heading: 'Alert Preferences' },
  {
    path: '/locations/loc-1007-1/private-guard',
    persona: 'multi-location',
    heading: 'Private Guard',
  },
  {
    path: '/locations/loc-1008-1/trial-management',
    persona: 'trial-active',
    heading: 'Trial Management',
  },
  {
    path: '/locations/loc-1008-1/trial-management/benefits',
    persona: 'trial-active',
    heading: 'Trial Benefits',
  },
]);

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
