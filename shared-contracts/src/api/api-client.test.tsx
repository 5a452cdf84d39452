import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClientOf, bindApiClient, useApiClient } from '../query/api-client-binding';
import { createQueryClient, getQueryClient, resetQueryClient } from '../query/query-client';
import { requestsOf, type ApiFixture } from '../testing/api-handlers';
import { setupApiServer } from '../testing/api-server';
import { buildDevice } from '../testing/builders';
import { createApiClient, pageApiClient } from './client';
import { devicesQuery, getDevices } from './devices';
import { startEarlyGet } from './early-responses';
import { eventHistoryInfiniteQuery } from './event-history';
import { getLocations, locationsQuery } from './locations';
import { completeOnboarding } from './onboarding';
import { locationsPath } from './paths';
import { getSession, sessionQuery } from './session';

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});
afterEach(() => resetQueryClient());

test('two clients keep a CSRF token each, and the page client its own', async () => {
  const first = createApiClient();
  const second = createApiClient();
  fixture.csrfToken = 'token-first';
  await getSession(first);
  fixture.csrfToken = 'token-second';
  await getSession(second);
  expect(first.csrfToken).toBe('token-first');
  expect(second.csrfToken).toBe('token-second');
  expect(pageApiClient().csrfToken).toBeNull();

  await getLocations(first, 1001);
  await getLocations(second, 1001);
  await getLocations(pageApiClient(), 1001);
  expect(
    requestsOf(fixture, 'getLocations').map((request) => request.headers['x-csrf-token']),
  ).toEqual(['token-first', 'token-second', '']);
});

test("a client's headers go on its every request, retries included, and on no other client's", async () => {
  const alice = createApiClient({
    headers: { cookie: 'session=alice', 'x-forwarded-for': '10.0.0.1' },
  });
  const bob = createApiClient({ headers: { cookie: 'session=bob' } });
  fixture.onboardingTooEarly = 2;
  await getSession(alice);
  await getDevices(alice, 1001, 'loc-1');
  await completeOnboarding(alice, 1001, 'loc-1');
  await getDevices(bob, 1001, 'loc-1');
  await getDevices(pageApiClient(), 1001, 'loc-1');

  const sent = fixture.requests.map((request) => [
    request.call,
    request.headers.cookie,
    request.headers['x-forwarded-for'],
  ]);
  expect(sent).toEqual([
    ['getSession', 'session=alice', '10.0.0.1'],
    ['getDevices', 'session=alice', '10.0.0.1'],
    // Two 425 answers, then the attempt that succeeds: each attempt carries them.
    ['completeOnboarding', 'session=alice', '10.0.0.1'],
    ['completeOnboarding', 'session=alice', '10.0.0.1'],
    ['completeOnboarding', 'session=alice', '10.0.0.1'],
    ['getDevices', 'session=bob', undefined],
    ['getDevices', undefined, undefined],
  ]);
  // The request conventions still hold, with a fresh trace id per request.
  for (const request of fixture.requests) {
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test('the request conventions win over a header of the same name', async () => {
  const client = createApiClient({ headers: { 'x-trace-id': 'fixed', 'x-csrf-token': 'forged' } });
  client.setCsrfToken('from-session');
  await getLocations(client, 1001);
  const [request] = requestsOf(fixture, 'getLocations');
  expect(request?.headers['x-trace-id']).not.toBe('fixed');
  expect(request?.headers['x-csrf-token']).toBe('from-session');
});

test("a client's base URL and fetch are its own", async () => {
  const urls: string[] = [];
  const recording: typeof fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  };
  const server = createApiClient({ baseUrl: 'http://127.0.0.1:3100', fetch: recording });
  await getLocations(server, 1001);
  await getLocations(pageApiClient(), 1001);
  expect(urls).toEqual(['http://127.0.0.1:3100/api/neighbors/1001/locations']);
  expect(requestsOf(fixture, 'getLocations').map((request) => request.url)).toEqual([
    'http://127.0.0.1:3100/api/neighbors/1001/locations',
    'http://localhost/api/neighbors/1001/locations',
  ]);
});

test("only the page's client takes the start-up's early responses", async () => {
  await startEarlyGet(locationsPath(1001), { csrfToken: null });
  await getLocations(createApiClient(), 1001);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(2);
  await getLocations(pageApiClient(), 1001);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(2);
});

test('a query runs through the API client of the QueryClient it runs in, not the page client', async () => {
  fixture.devices = [buildDevice()];
  const other = createApiClient({ baseUrl: 'http://127.0.0.1:3100', headers: { cookie: 'b=1' } });
  const queryClient = createQueryClient({ api: other });
  fixture.csrfToken = 'token-other';
  await queryClient.fetchQuery(sessionQuery());
  await queryClient.fetchQuery(devicesQuery(1001, 'loc-1'));
  await queryClient.fetchQuery(locationsQuery(1001));
  await queryClient.fetchInfiniteQuery(eventHistoryInfiniteQuery({ userId: 1001 }));

  expect(other.csrfToken).toBe('token-other');
  expect(pageApiClient().csrfToken).toBeNull();
  expect(apiClientOf(queryClient)).toBe(other);
  expect(apiClientOf(getQueryClient())).toBe(pageApiClient());
  for (const request of fixture.requests) {
    expect(new URL(request.url).origin).toBe('http://127.0.0.1:3100');
    expect(request.headers.cookie).toBe('b=1');
  }
  expect(fixture.requests.map((request) => request.call)).toEqual([
    'getSession',
    'getDevices',
    'getLocations',
    'getEventHistory',
  ]);
  queryClient.clear();
});

test('useApiClient reads the API client of the QueryClient it renders under', () => {
  const other = createApiClient();
  const queryClient = createQueryClient({ api: other });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useApiClient(), { wrapper });
  expect(result.current).toBe(other);
});

test('a QueryClient bound to no API client says so', async () => {
  const unbound = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  expect(() => apiClientOf(unbound)).toThrow(
    'No API client is bound to this QueryClient: create it with createQueryClient({ api })',
  );
  await expect(unbound.fetchQuery(devicesQuery(1001, 'loc-1'))).rejects.toThrow(
    /No API client is bound to this QueryClient/,
  );
  expect(fixture.requests).toHaveLength(0);
});

test('a QueryClient is bound to one API client', () => {
  const queryClient = createQueryClient({ api: createApiClient() });
  expect(() => bindApiClient(queryClient, createApiClient())).toThrow(
    'This QueryClient is already bound to another API client.',
  );
  expect(bindApiClient(queryClient, apiClientOf(queryClient))).toBe(queryClient);
});
