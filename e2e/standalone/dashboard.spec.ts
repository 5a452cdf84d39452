import { test, testRoutePages } from './standalone-test';

// remote-dashboard/src/exposes/remote-app.tsx: /dashboard, behind next-dashboard-smb-customers,
// which smb-owner has.
testRoutePages('remote-dashboard', [
  { path: '/dashboard', persona: 'smb-owner', heading: 'Dashboard' },
]);

test('a path no page owns goes to /not-found', async ({ page, standalone }) => {
  await standalone.open('remote-dashboard', 'smb-owner', '/no-such-page');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  await standalone.expectSettled('remote-dashboard', notFound, '/not-found');
});
