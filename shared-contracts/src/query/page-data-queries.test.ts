import { QueryClient } from '@tanstack/react-query';
import { pageDataPaths } from '../remotes/page-data';
import { requestsOf, type ApiFixture } from '../testing/api-handlers';
import { setupApiServer } from '../testing/api-server';
import { buildDevice } from '../testing/builders';
import { prefetchPageData } from './page-data-queries';
import * as queries from './queries';

const api = setupApiServer();
let fixture: ApiFixture;
let client: QueryClient;

beforeEach(() => {
  fixture = api.use();
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
      queries.vsgStateQuery(1001, 'loc-1').queryKey,
      queries.eventSummaryQuery(1001, 'loc-1').queryKey,
    ]),
  );
  expect(cachedKeys()).toHaveLength(2);
});

test('the devices page and the onboarding introduction prefetch the calls the contract declares', async () => {
  fixture.devices = [buildDevice()];
  await prefetchPageData(client, '/locations/loc-1/devices', 1001, 'loc-1');
  expect(client.getQueryData(queries.devicesQuery(1001, 'loc-1').queryKey)).toHaveLength(1);
  expect(client.getQueryData(queries.preferencesQuery(1001, 'loc-1').queryKey)).toBeDefined();
  expect(cachedKeys()).toHaveLength(3);

  client.clear();
  await prefetchPageData(client, '/onboarding/loc-1', 1001, 'loc-1');
  expect(client.getQueryData(queries.contactsQuery(1001, 'loc-1').queryKey)).toBeDefined();
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
