import { routeManifest as dashboard } from 'remote-dashboard/route-table';
import { routeManifest as onboarding } from 'remote-onboarding/route-table';
import { routeManifest as settings } from 'remote-settings/route-table';
import { checkRouteManifest } from 'shared-contracts/registry-schema';

// What a release would refuse (a page under none of its mounts, a request it cannot fill), caught
// when the remote's tests run instead of when its team releases.
test.each([
  ['remote-settings', settings],
  ['remote-onboarding', onboarding],
  ['remote-dashboard', dashboard],
])("%s's route manifest passes the registry schema", (_remote, manifest) => {
  expect(checkRouteManifest(manifest)).toEqual({ ok: true, value: manifest });
});

test('the schema would refuse a request the page cannot fill', () => {
  const broken = {
    ...dashboard,
    pages: [{ ...dashboard.pages[0], requests: ['neighbors/:userId/devices/:doorbotId'] }],
  };
  expect(checkRouteManifest(broken).ok).toBe(false);
});
