import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { resetApiClient } from '../api/client';
import { pageDataPaths } from '../remotes/page-data';
import { createApiFixture, createApiHandlers, requestsOf } from '../testing/api-handlers';
import { buildDevice } from '../testing/builders';
import { prefetchPageData } from './page-data-queries';
import {
  contactsQuery,
  devicesQuery,
  eventSummaryQuery,
  preferencesQuery,
  vsgStateQuery,
} from './queries';

const fixture = createApiFixture();
const server = setupServer();
let client: QueryClient;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetApiClient();
  Object.assign(fixture, createApiFixture());
  server.resetHandlers(...createApiHandlers(fixture));
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
});
afterEach(() => client.clear());

const cachedKeys = () =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => query.queryKey);

test("the events summary's queries are in the cache, under the keys its page reads", async () => {
  await prefetchPageData(client, '/locations/loc-1/events-summary', 1001, 'loc-1');
  expect(cachedKeys()).toEqual(
    expect.arrayContaining([
      vsgStateQuery(1001, 'loc-1').queryKey,
      eventSummaryQuery(1001, 'loc-1').queryKey,
    ]),
  );
  expect(cachedKeys()).toHaveLength(2);
});

test('the devices page and the onboarding introduction prefetch the calls the contract declares', async () => {
  fixture.devices = [buildDevice()];
  await prefetchPageData(client, '/locations/loc-1/devices', 1001, 'loc-1');
  expect(client.getQueryData(devicesQuery(1001, 'loc-1').queryKey)).toHaveLength(1);
  expect(client.getQueryData(preferencesQuery(1001, 'loc-1').queryKey)).toBeDefined();
  expect(cachedKeys()).toHaveLength(3);

  client.clear();
  await prefetchPageData(client, '/onboarding/loc-1', 1001, 'loc-1');
  expect(client.getQueryData(contactsQuery(1001, 'loc-1').queryKey)).toBeDefined();
  // Each prefetched query is one of the GETs the entry chunk starts (pageDataPaths).
  expect(cachedKeys()).toHaveLength(pageDataPaths('/onboarding/loc-1', 1001, 'loc-1').length);
});

test('a page that declares nothing prefetches nothing, and a fresh query is not fetched again', async () => {
  await prefetchPageData(client, '/locations', 1001, 'loc-1');
  await prefetchPageData(client, '/dashboard', 1001, 'loc-1');
  expect(cachedKeys()).toEqual([]);

  fixture.devices = [buildDevice()];
  await prefetchPageData(client, '/locations/loc-1/devices', 1001, 'loc-1');
  await prefetchPageData(client, '/locations/loc-1/devices', 1001, 'loc-1');
  expect(requestsOf(fixture, 'getDevices')).toHaveLength(1);
});
