import type { RegistryRemote, RemotesRegistry } from '../registry/read-registry';
import {
  firstRequestPaths,
  isPageOn,
  matchRoute,
  ownershipOf,
  pageFlagOf,
  pagePath,
  patternOfPath,
  routeContextOf,
} from './route-context';
import { pageTarget } from './page-ref';

const settings: RegistryRemote = {
  entry: 'http://localhost:3001/remoteEntry.js',
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  flags: ['next-private-guard'],
  pages: [
    {
      id: 'devices',
      path: '/locations/:locationId/devices',
      requests: ['neighbors/:ownerId/locations/:locationId/devices', 'neighbors/:userId/status'],
    },
    {
      id: 'private-guard',
      path: '/locations/:locationId/private-guard',
      flag: 'next-private-guard',
    },
  ],
};
const onboarding: RegistryRemote = {
  entry: 'http://localhost:3002/remoteEntry.js',
  name: 'remote_onboarding',
  module: './app',
  mounts: ['/locations/:locationId/free-trial', '/onboarding/*'],
  flags: [],
  pages: [
    { id: 'free-trial', path: '/locations/:locationId/free-trial' },
    { id: 'introduction', path: '/onboarding/:locationId' },
  ],
};
const registry: RemotesRegistry = { schemaVersion: 2, remotes: { settings, onboarding } };
const url = (pathname: string, search = '') => ({ pathname, search });

test('an address is matched once: the remote with the most specific mount, its page and params', () => {
  expect(matchRoute(registry, url('/locations/l%201/devices', '?x=1'))).toEqual({
    pathname: '/locations/l%201/devices',
    search: '?x=1',
    remote: 'settings',
    page: settings.pages[0],
    params: { locationId: 'l 1' },
    locationId: 'l 1',
  });
  expect(matchRoute(registry, url('/locations/1/free-trial')).remote).toBe('onboarding');
  // Under a mount but no page: the remote answers it (its own 404); the mount names the location.
  expect(matchRoute(registry, url('/locations/2/other'))).toMatchObject({
    remote: 'settings',
    page: null,
    locationId: '2',
  });
});

test("the host's own pages are no remote's; their query may name the location", () => {
  const onboard = (u: { pathname: string; search: string }) =>
    u.pathname === '/onboard' ? new URLSearchParams(u.search).get('locationId') : null;
  expect(matchRoute(registry, url('/locations'))).toMatchObject({ remote: null, page: null });
  expect(matchRoute(registry, url('/onboard', '?locationId=loc-9'), onboard).locationId).toBe(
    'loc-9',
  );
  // A remote's address names its location in its path, not its query.
  expect(matchRoute(registry, url('/onboarding/loc-1', '?locationId=x'), onboard).locationId).toBe(
    'loc-1',
  );
});

test('the route context adds the session: the user, the location’s owner and the flags', () => {
  const locations = [{ locationId: 'loc-1', ownerId: 77, isOwner: false }];
  const match = matchRoute(registry, url('/locations/loc-1/devices'));
  expect(routeContextOf(match, { userId: 5, locations, flags: { a: true } })).toMatchObject({
    remote: 'settings',
    userId: 5,
    ownerId: 77,
    isOwner: false,
    flags: { a: true },
  });
  // A location the user's list does not have has no owner.
  const other = matchRoute(registry, url('/locations/loc-2/devices'));
  expect(routeContextOf(other, { userId: 5, locations, flags: {} }).ownerId).toBeNull();
  expect(ownershipOf(locations, null)).toBeNull();
});

test("a page's flag and first requests come from its remote's declaration", () => {
  expect(pageFlagOf(matchRoute(registry, url('/locations/1/private-guard')))).toBe(
    'next-private-guard',
  );
  expect(pageFlagOf(matchRoute(registry, url('/locations/1/devices')))).toBeNull();
  const devices = matchRoute(registry, url('/locations/l%201/devices'));
  expect(firstRequestPaths(devices, { userId: 1, ownerId: 9 })).toEqual([
    'neighbors/9/locations/l%201/devices',
    'neighbors/1/status',
  ]);
  // The owner is not known yet: only what the user and the path fill.
  expect(firstRequestPaths(devices, { userId: 1 })).toEqual(['neighbors/1/status']);
});

test('a page is on when a remote serves it and the flag it declares is on, any flag name', () => {
  const on = (names: string[]) => Object.fromEntries(names.map((name) => [name, true]));
  expect(isPageOn(registry, '/locations/1/devices', on([]))).toBe(true);
  expect(isPageOn(registry, '/locations/1/private-guard', on([]))).toBe(false);
  expect(isPageOn(registry, '/locations/1/private-guard', on(['next-private-guard']))).toBe(true);
  // No remote serves it: the host's route would answer /not-found.
  expect(isPageOn(registry, '/dashboard', on(['next-dashboard-smb-customers']))).toBe(false);
  // A flag the platform has never heard of gates like any other.
  const hello: RemotesRegistry = {
    schemaVersion: 2,
    remotes: {
      settings: {
        ...settings,
        flags: ['next-hello-page'],
        pages: [{ id: 'hello', path: '/locations/:locationId/hello', flag: 'next-hello-page' }],
      },
    },
  };
  expect(isPageOn(hello, '/locations/1/hello', {})).toBe(false);
  expect(isPageOn(hello, '/locations/1/hello', on(['next-hello-page']))).toBe(true);
});

test('statistics name a page by its pattern, or its remote’s mount, never the location id', () => {
  expect(patternOfPath(registry, '/locations/1/devices')).toBe('/locations/:locationId/devices');
  expect(patternOfPath(registry, '/locations/1/other')).toBe('/locations/:locationId/*');
  expect(patternOfPath(registry, '/locations')).toBeNull();
});

test('a page named by its remote and route id is placed by the registry, query included', () => {
  const freeTrial = pageTarget('onboarding', 'free-trial');
  expect(pagePath(registry, freeTrial({ locationId: 'a b/c' }))).toBe(
    '/locations/a%20b%2Fc/free-trial',
  );
  expect(
    pagePath(registry, pageTarget('onboarding', 'introduction')({ locationId: 'x' }, { e: '1' })),
  ).toBe('/onboarding/x?e=1');
  // A page its remote does not serve, a remote not released, a parameter missing: no path.
  expect(pagePath(registry, pageTarget('onboarding', 'upsell')())).toBeNull();
  expect(pagePath(registry, pageTarget('dashboard', 'dashboard')())).toBeNull();
  expect(pagePath(registry, freeTrial())).toBeNull();
});
