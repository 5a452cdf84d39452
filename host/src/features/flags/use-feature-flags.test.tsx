import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bindApiClient, createQueryClient, pageApiClient } from 'shared-contracts/api';
import type { Environment } from 'shared-contracts/rules';
import {
  requestsOf,
  expectErrorReportsNamed,
  setupApiServer,
  type ApiFixture,
} from 'shared-contracts/testing';
import { requestRegistry } from '../../federation/registry/fetch-registry';
import { setRegistry } from '../../federation/registry/current-registry';
import { primeStartupQueries, resetStartupPrime } from '../../startup/startup-prime';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { startStartupRequests } from '../../startup/startup-requests';
import { useFeatureFlags } from './use-feature-flags';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use({
    flags: {
      user: { 'next-private-guard': false, 'next-dashboard-smb-customers': true },
      locations: {
        'loc-a': { 'next-private-guard': true },
        'loc-b': { 'next-event-overages': true },
      },
    },
  });
});
afterEach(() => {
  resetStartupPrime();
  document.cookie = 'feature-overrides=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function renderFlags(
  initial: string | null,
  environment: Environment = 'local',
  client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  ),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ locationId }: { locationId: string | null }) =>
      useFeatureFlags(1001, locationId, environment),
    { wrapper, initialProps: { locationId: initial } },
  );
}

const principals = (domain: string) =>
  requestsOf(fixture, 'getFeatureFlags')
    .map((request) => new URL(request.url).searchParams)
    .filter((params) => params.get('principalDomain') === domain)
    .map((params) => params.get('principal'));

test('user and location flags merge with OR', async () => {
  const { result } = renderFlags('loc-a');
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.flags).toMatchObject({
    'next-private-guard': true,
    'next-dashboard-smb-customers': true,
  });
  expect(principals('Neighbor')).toEqual(['1001']);
  expect(principals('Location')).toEqual(['loc-a']);
});

test('a location change fetches its flags, refreshes the user flags and waits for them', async () => {
  const { result, rerender } = renderFlags('loc-a');
  await waitFor(() => expect(result.current.isLoading).toBe(false));

  rerender({ locationId: 'loc-b' });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.flags['next-private-guard']).toBe(false);
  expect(result.current.flags['next-event-overages']).toBe(true);
  await waitFor(() => expect(principals('Neighbor')).toEqual(['1001', '1001']));

  // Back to a location seen before: its cached flags show at once and are fetched again.
  rerender({ locationId: 'loc-a' });
  expect(result.current.isLoading).toBe(false);
  await waitFor(() => expect(principals('Location')).toEqual(['loc-a', 'loc-b', 'loc-a']));
});

test('without a location only the user flags count', async () => {
  const { result } = renderFlags(null);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.flags).toEqual({
    'next-private-guard': false,
    'next-dashboard-smb-customers': true,
  });
  expect(principals('Location')).toEqual([]);
});

test('the gamma cookie overrides the merged flags; elsewhere it is ignored', async () => {
  document.cookie = `feature-overrides=${encodeURIComponent(
    JSON.stringify({ 'next-dashboard-smb-customers': false, 'allow-sos-support': true }),
  )}`;
  const { result: gamma } = renderFlags('loc-a', 'gamma');
  await waitFor(() => expect(gamma.current.isLoading).toBe(false));
  expect(gamma.current.flags).toMatchObject({
    'next-dashboard-smb-customers': false,
    'allow-sos-support': true,
    'next-private-guard': true,
  });
  const { result: prod } = renderFlags('loc-a', 'prod');
  await waitFor(() => expect(prod.current.isLoading).toBe(false));
  expect(prod.current.flags['next-dashboard-smb-customers']).toBe(true);
  expect(prod.current.flags['allow-sos-support']).toBeUndefined();
});

test('flags that cannot be fetched count as off instead of blocking the page', async () => {
  fixture.failures = { getFeatureFlags: 500 };
  const { result } = renderFlags('loc-a');
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.flags).toEqual({});
  expectReports(
    'There was an error getting feature flags (http 500)',
    'There was an error getting feature flags (http 500)',
  );
});

test("the location's flags primed at start-up are not asked for again when the shell mounts", async () => {
  // The registry says the address names a location; the start-up asks for its flags then.
  Reflect.deleteProperty(globalThis, Symbol.for('host.registry'));
  void requestRegistry(() => Promise.resolve(TEST_REGISTRY));
  setRegistry(TEST_REGISTRY);
  const client = createQueryClient({ api: pageApiClient() });
  const url = { pathname: '/locations/loc-a/devices', search: '' };
  void startStartupRequests(url);
  await primeStartupQueries(client, url);
  const { result } = renderFlags('loc-a', 'local', client);

  expect(result.current.isLoading).toBe(false);
  expect(result.current.flags).toMatchObject({ 'next-private-guard': true });
  // A refetch on mount starts as the hook subscribes: once nothing is in flight, it has reached
  // the server if it was made.
  await waitFor(() => expect(client.isFetching()).toBe(0));
  expect(principals('Location')).toEqual(['loc-a']);
});
