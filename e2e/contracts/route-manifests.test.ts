import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import { checkRouteManifest } from 'shared-contracts/registry-schema';
import { ROUTE_TABLES } from './platform-routes';

// What a release would refuse (a page under none of its mounts, a request it cannot fill, a page
// flag the remote does not declare), caught when the remotes' tests run instead of when its team
// releases: each manifest as the build emits it, its first requests recorded from the loaders.
test.each(Object.entries(ROUTE_TABLES))(
  "%s's route manifest, as built, passes the registry schema",
  async (_remote, table) => {
    const manifest = await routeManifestWithFirstRequests(table);
    expect(checkRouteManifest(manifest)).toEqual({ ok: true, value: manifest });
  },
);

test('the schema would refuse a request the page cannot fill', async () => {
  const dashboard = await routeManifestWithFirstRequests(ROUTE_TABLES.dashboard ?? never());
  const broken = {
    ...dashboard,
    pages: [{ ...dashboard.pages[0], requests: ['neighbors/:userId/devices/:doorbotId'] }],
  };
  expect(checkRouteManifest(broken).ok).toBe(false);
});

function never(): never {
  throw new Error('the dashboard has no route table');
}
