import { http } from 'msw';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  createQueryClient,
  devicesQuery,
  featureFlagsQuery,
  locationsQuery,
  preferencesQuery,
  sessionQuery,
  subscriptionQuery,
  vsgStateQuery,
  vsgStatusQuery,
} from 'shared-contracts';
import {
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  requestsOf,
  setupApiServer,
} from 'shared-contracts/testing';
import { isStartupData, primeStartupQueries, resetStartupPrime } from './startup-prime';
import { startStartupRequests } from './startup-requests';

const api = setupApiServer();
afterEach(resetStartupPrime);

const devicesPage = `/locations/${FIXTURE_LOCATION_ID}/devices`;

test("the start-up's answers are in the cache before the first render, each asked for once", async () => {
  const fixture = api.use();
  const client = createQueryClient();
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
});

test('a failed start-up answer leaves everything to the app, which reads it as without the prime', async () => {
  const fixture = api.use({ failures: { getVsgStatus: 500 } });
  const client = createQueryClient();
  void startStartupRequests(devicesPage);
  await primeStartupQueries(client, devicesPage);

  expect(client.getQueryState(sessionQuery().queryKey)).toBeUndefined();
  expect(requestsOf(fixture, 'getSession')).toHaveLength(1);
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(1);
});

test('the first render waits for the answers no longer than it is told', async () => {
  api.server.use(http.get('*/api/neighbors/session/verify', () => new Promise<never>(() => {})));
  const client = createQueryClient();
  void startStartupRequests('/dashboard');
  await primeStartupQueries(client, '/dashboard', 20);

  expect(client.getQueryState(sessionQuery().queryKey)?.data).toBeUndefined();
});

test("the start-up's answer stands in for a read on entry only on that entry, while it is young", async () => {
  api.use();
  const client = createQueryClient();
  const before = Date.now();
  void startStartupRequests('/dashboard');
  await primeStartupQueries(client, '/dashboard');
  const updatedAt = client.getQueryState(sessionQuery().queryKey)?.dataUpdatedAt ?? 0;

  expect(isStartupData(updatedAt, { historyKey: 'default' })).toBe(true);
  expect(isStartupData(updatedAt, { historyKey: 'after-a-navigation' })).toBe(false);
  expect(isStartupData(before - 1, { historyKey: 'default' })).toBe(false);
  expect(isStartupData(updatedAt, { at: Date.now() + EARLY_RESPONSE_LIFETIME_MS + 1_000 })).toBe(
    false,
  );
});
