import { ROUTE_PAGES } from './route-pages';
import { test, testRoutePages } from './standalone-test';

testRoutePages('remote-dashboard', ROUTE_PAGES['remote-dashboard']);

test('a path no page owns goes to /not-found', async ({ page, standalone }) => {
  await standalone.open('remote-dashboard', 'smb-owner', '/no-such-page');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  await standalone.expectSettled('remote-dashboard', notFound, '/not-found');
});
