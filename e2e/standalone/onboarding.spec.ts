import { ROUTE_PAGES } from './route-pages';
import { test, testRoutePages } from './standalone-test';

testRoutePages('remote-onboarding', ROUTE_PAGES['remote-onboarding']);

test('a path no page owns goes to /not-found', async ({ page, standalone }) => {
  await standalone.open('remote-onboarding', 'onboarding', '/onboarding/loc-1003-1/no-such-step');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  await standalone.expectSettled('remote-onboarding', notFound, '/not-found');
});
