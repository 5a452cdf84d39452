import { http } from 'msw';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  createQueryClient,
  devicesQuery,
  featureFlagsQuery,
  locationsQuery,
  pageApiClient,
  preferencesQuery,
  sessionQuery,
  subscriptionQuery,
  vsgStateQuery,
  vsgStatusQuery,
} from 'shared-contracts/api';
import type { RemoteAppModule } from 'shared-contracts/registry';
import {
  navigationKey,
  routeContextOf,
  matchRoute,
  type RouteTable,
} from 'shared-contracts/routing';
import {
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  requestsOf,
  setupApiServer,
} from 'shared-contracts/testing';
import { TEST_REGISTRY } from '../testing/test-registry';
import { setRegistry } from '../federation/registry/current-registry';
import { loadRemoteApp } from '../federation/registry/load-remote';
import { requestRegistry } from '../federation/registry/fetch-registry';
import {
  isStartupData,
  loadServerRenderedPage,
  primeStartupQueries,
  resetStartupPrime,
} from './startup-prime';
import { startStartupRequests } from './startup-requests';
import { pageLoads } from '../routing/page-loads';

// The federation runtime cannot run in jsdom: the registry is the seam to the remotes here.
jest.mock('../federation/registry/load-remote', () => ({
  loadRemoteApp: jest.fn(),
  loadedRemoteApp: jest.fn(),
}));

/** The settings remote's route table, as its module gives it: a guard and the devices page's loader. */
const guard = jest.fn(async ({ ownerId, params, queryClient }: Parameters<GuardFn>[0]) => {
  await queryClient.fetchQuery({
    ...vsgStatusQuery(ownerId ?? 0, params.locationId ?? ''),
    staleTime: 0,
  });
  return undefined;
});
type GuardFn = NonNullable<RouteTable['pages'][number]['guard']>;
const loader = jest.fn(async ({ ownerId, params, queryClient }: Parameters<GuardFn>[0]) => {
  const locationId = params.locationId ?? '';
  await Promise.all([
    queryClient.prefetchQuery(vsgStateQuery(ownerId ?? 0, locationId)),
    queryClient.prefetchQuery(devicesQuery(ownerId ?? 0, locationId)),
    queryClient.prefetchQuery(preferencesQuery(ownerId ?? 0, locationId)),
  ]);
});
const settingsModule: RemoteAppModule = {
  RemoteApp: () => null,
  routeTable: {
    name: 'remote_settings',
    module: './app',
    mounts: ['/locations/:locationId/*'],
    flags: [],
    pages: [{ id: 'devices', path: '/locations/:locationId/devices', guard, loader }],
  },
};

const forgetRegistry = () => Reflect.deleteProperty(globalThis, Symbol.for('host.registry'));

const api = setupApiServer();
beforeEach(() => {
  // The registry this page load read: the start-up script's requests and the prime both follow it.
  forgetRegistry();
  void requestRegistry(() => Promise.resolve(TEST_REGISTRY));
  setRegistry(TEST_REGISTRY);
  pageLoads.reset();
  guard.mockClear();
  loader.mockClear();
  jest.mocked(loadRemoteApp).mockImplementation(async (key) => {
    if (key === 'settings') return settingsModule;
    throw new Error(`no ${key} here`);
  });
});
afterEach(() => {
  resetStartupPrime();
  forgetRegistry();
});

const devicesPage = { pathname: `/locations/${FIXTURE_LOCATION_ID}/devices`, search: '' };
const dashboard = { pathname: '/dashboard', search: '' };

test("the start-up's answers are in the cache before the first render, each asked for once", async () => {
  const fixture = api.use();
  const client = createQueryClient({ api: pageApiClient() });
  void startStartupRequests(devicesPage);
  await primeStartupQueries(client, devicesPage);

  const cached = [
    sessionQuery(),
    featureFlagsQuery('Neighbor', FIXTURE_USER_ID),
    featureFlagsQuery('Location', FIXTURE_LOCATION_ID),
    locationsQuery(FIXTURE_USER_ID),
    subscriptionQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID),
    vsgStatusQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID),
    vsgStateQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID),
    devicesQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID),
    preferencesQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID),
  ];
  for (const query of cached) {
    expect(client.getQueryState(query.queryKey)?.status).toBe('success');
  }
  // The start-up's own requests: the prime asked for nothing more.
  expect(fixture.requests.map((request) => request.call).sort()).toEqual(
    [
      'getSession',
      'getFeatureFlags',
      'getFeatureFlags',
      'getLocations',
      'getSubscription',
      'getVsgStatus',
      'getVsgState',
      'getDevices',
      'getPreferences',
    ].sort(),
  );
  const status = client.getQueryState(
    vsgStatusQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID).queryKey,
  );
  expect(isStartupData(status?.dataUpdatedAt ?? 0)).toBe(true);
  // The page's guard and loader are its remote's, run with what the start-up learnt; the remote
  // route reads this same run on the first render.
  expect(loadRemoteApp).toHaveBeenCalledWith('settings');
  expect(guard).toHaveBeenCalledWith(
    expect.objectContaining({
      params: { locationId: FIXTURE_LOCATION_ID },
      userId: FIXTURE_USER_ID,
      ownerId: FIXTURE_USER_ID,
      isOwner: true,
    }),
  );
  const route = routeContextOf(matchRoute(TEST_REGISTRY, devicesPage), {
    userId: FIXTURE_USER_ID,
    locations: [],
    flags: {},
  });
  const run = pageLoads.start(navigationKey('default', route), route, client);
  expect(run.settled).toEqual({ kind: 'render' });
  expect(guard).toHaveBeenCalledTimes(1);
});

test("a remote that cannot be loaded leaves its page's data to the page, and the rest is primed", async () => {
  jest.mocked(loadRemoteApp).mockRejectedValue(new Error('remote down'));
  // Without its module, no guard reads the status: the start-up's answer waits for its reader.
  api.use();
  const client = createQueryClient({ api: pageApiClient() });
  void startStartupRequests(devicesPage);
  await primeStartupQueries(client, devicesPage);

  expect(client.getQueryState(locationsQuery(FIXTURE_USER_ID).queryKey)?.status).toBe('success');
  expect(
    client.getQueryState(devicesQuery(FIXTURE_USER_ID, FIXTURE_LOCATION_ID).queryKey),
  ).toBeUndefined();
});

test('a failed start-up answer leaves everything to the app, which reads it as without the prime', async () => {
  const fixture = api.use({ failures: { getVsgStatus: 500 } });
  const client = createQueryClient({ api: pageApiClient() });
  void startStartupRequests(devicesPage);
  await primeStartupQueries(client, devicesPage);

  expect(client.getQueryState(sessionQuery().queryKey)).toBeUndefined();
  expect(requestsOf(fixture, 'getSession')).toHaveLength(1);
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(1);
});

test('the first render waits for the answers no longer than it is told', async () => {
  api.server.use(http.get('*/api/neighbors/session/verify', () => new Promise<never>(() => {})));
  const client = createQueryClient({ api: pageApiClient() });
  void startStartupRequests(dashboard);
  await primeStartupQueries(client, dashboard, 20);

  expect(client.getQueryState(sessionQuery().queryKey)?.data).toBeUndefined();
});

test("the start-up's answer stands in for a read on entry only on that entry, while it is young", async () => {
  api.use();
  const client = createQueryClient({ api: pageApiClient() });
  const before = Date.now();
  void startStartupRequests(dashboard);
  await primeStartupQueries(client, dashboard);
  const updatedAt = client.getQueryState(sessionQuery().queryKey)?.dataUpdatedAt ?? 0;

  expect(isStartupData(updatedAt, { historyKey: 'default' })).toBe(true);
  expect(isStartupData(updatedAt, { historyKey: 'after-a-navigation' })).toBe(false);
  expect(isStartupData(before - 1, { historyKey: 'default' })).toBe(false);
  expect(isStartupData(updatedAt, { at: Date.now() + EARLY_RESPONSE_LIFETIME_MS + 1_000 })).toBe(
    false,
  );
});

test("the server's reads the page hydrated with stand in for a read on entry, as the start-up's", async () => {
  api.use();
  const client = createQueryClient({ api: pageApiClient() });
  // What the server's HTML carried: the session and the user's flags, read on the server.
  const server = createQueryClient({ api: pageApiClient() });
  await server.fetchQuery(sessionQuery());
  await server.fetchQuery(featureFlagsQuery('Neighbor', FIXTURE_USER_ID));
  for (const query of server.getQueryCache().getAll()) {
    client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
  await loadServerRenderedPage(client, dashboard, 20);
  const flagsRead =
    client.getQueryState(featureFlagsQuery('Neighbor', FIXTURE_USER_ID).queryKey)?.dataUpdatedAt ??
    0;

  expect(isStartupData(flagsRead, { historyKey: 'default' })).toBe(true);
  expect(isStartupData(flagsRead, { historyKey: 'after-a-navigation' })).toBe(false);
});
