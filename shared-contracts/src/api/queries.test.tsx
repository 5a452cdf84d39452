import { QueryClient } from '@tanstack/react-query';
import { bindApiClient } from '../query/api-client-binding';
import { pageApiClient } from './client';
import { guardQuery } from './guard';
import { requestsOf, type ApiFixture } from '../testing/api-handlers';
import { buildDevice, buildEvent, buildLocation } from '../testing/builders';
import { devicesQuery, devicesQueryKey } from './devices';
import { eventHistoryInfiniteQuery, ownersEventHistoryInfiniteQuery } from './event-history';
import { locationsQuery, locationsQueryKey } from './locations';
import { monitoringStatusQuery } from './monitoring-status';
import { preferencesQueryKey } from './preferences';
import { subscriptionQuery } from './subscription';
import { setupApiServer } from '../testing/api-server';
import { expectErrorReportsNamed } from '../testing/error-reports';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});
let client: QueryClient;

beforeEach(() => {
  client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
    pageApiClient(),
  );
});
afterEach(() => client.clear());

test('query keys are hierarchical arrays', () => {
  expect(locationsQueryKey(1001)).toEqual(['locations', 1001]);
  expect(devicesQueryKey(1001, 'loc-1')).toEqual(['devices', 1001, 'loc-1']);
  expect(preferencesQueryKey(1001, 'loc-1')).toEqual(['preferences', 1001, 'loc-1']);
  expect(devicesQuery(1001, 'loc-1').queryKey).toEqual(devicesQueryKey(1001, 'loc-1'));
});

test('a query option fetches through its fetcher and is cached', async () => {
  fixture.devices = [buildDevice()];
  await expect(client.fetchQuery(devicesQuery(1001, 'loc-1'))).resolves.toHaveLength(1);
  await client.fetchQuery(devicesQuery(1001, 'loc-1'));
  expect(requestsOf(fixture, 'getDevices')).toHaveLength(1);
  expect(client.getQueryData(devicesQuery(1001, 'loc-1').queryKey)).toHaveLength(1);
});

test('the monitoring status is never cached', async () => {
  const options = monitoringStatusQuery(1001, 'loc-1');
  expect(options.staleTime).toBe(0);
  expect(options.gcTime).toBe(0);
  await client.fetchQuery(options);
  await client.fetchQuery(options);
  expect(requestsOf(fixture, 'getMonitoringStatus')).toHaveLength(2);
});

test('subscription and guard queries hold null on 404', async () => {
  fixture.subscriptions = {};
  await expect(client.fetchQuery(subscriptionQuery(1001, 'loc-1'))).resolves.toBeNull();
  await expect(client.fetchQuery(guardQuery(1001, 'loc-1'))).resolves.toBeNull();
  expectReports(
    'There was an error getting the subscription (http 404)',
    'There was an error getting guard (http 404)',
  );
});

test('invalidating a prefix refetches every location below it', async () => {
  await client.fetchQuery(locationsQuery(1001));
  await client.invalidateQueries({ queryKey: ['locations'] });
  expect(client.getQueryState(locationsQuery(1001).queryKey)?.isInvalidated).toBe(true);
});

test('the event history pages follow nextToken', async () => {
  const now = Math.floor(Date.now() / 1000);
  fixture.events = Array.from({ length: 150 }, (_, index) =>
    buildEvent({ timestamp: now - index }),
  );
  const options = eventHistoryInfiniteQuery({ userId: 1001, locationId: 'loc-1' });
  const first = await client.fetchInfiniteQuery(options);
  expect(first.pages[0]?.items).toHaveLength(100);
  expect(first.pages[0]?.nextToken).toBe('100');
  client.clear();
  const second = await client.fetchInfiniteQuery({ ...options, pages: 2 });
  expect(second.pages).toHaveLength(2);
  expect(second.pages[1]?.items).toHaveLength(50);
  expect(second.pages[1]?.nextToken).toBeNull();
});

test("the owners event history merges one page per owner and follows each owner's token", async () => {
  const now = Math.floor(Date.now() / 1000);
  fixture.locations.push(buildLocation({ locationId: 'loc-2', ownerId: 1002, isOwner: false }));
  fixture.events = ['loc-1', 'loc-2'].flatMap((locationId) =>
    Array.from({ length: 150 }, (_, index) =>
      buildEvent({ timestamp: now - index, location_id: locationId }),
    ),
  );
  const options = ownersEventHistoryInfiniteQuery({ ownerIds: [1001, 1002] });
  const first = await client.fetchInfiniteQuery({ ...options, pages: 2 });
  // Each owner has 150 events: 100 + 100, then 50 + 50.
  expect(first.pages[0]?.items).toHaveLength(200);
  expect(first.pages[0]?.cursors).toEqual([
    { userId: 1001, nextToken: '100' },
    { userId: 1002, nextToken: '100' },
  ]);
  expect(first.pages[1]?.items).toHaveLength(100);
  expect(first.pages[1]?.cursors).toEqual([]);
  const urls = requestsOf(fixture, 'getEventHistory').map((request) => new URL(request.url));
  expect(urls.map((url) => url.pathname)).toEqual([
    '/api/neighbors/1001/events/history',
    '/api/neighbors/1002/events/history',
    '/api/neighbors/1001/events/history',
    '/api/neighbors/1002/events/history',
  ]);
  expect(urls[2]?.searchParams.get('nextToken')).toBe('100');
  expect(new Set(urls.map((url) => url.searchParams.get('startTime'))).size).toBe(1);
});
