import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import {
  buildLocation,
  buildSubscription,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { useCurrentLocation } from './use-current-location';

const expectReports = expectErrorReportsNamed();

const { use: serve } = setupApiServer();

function renderCurrent(locationId: string | null) {
  const client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCurrentLocation(1001, locationId), { wrapper });
}

test('an owned location carries its subscription: entitlements, trial, overages', async () => {
  serve({
    locations: [buildLocation({ locationId: 'loc-1' })],
    subscriptions: { 'loc-1': buildSubscription({ freeTrialStatus: 'ACTIVE' }) },
  });
  const { result } = renderCurrent('loc-1');
  await waitFor(() => expect(result.current.location).not.toBeNull());
  expect(result.current.location).toMatchObject({
    locationId: 'loc-1',
    hasEntitlements: true,
    freeTrialStatus: 'ACTIVE',
    currentUserRole: 'Owner',
  });
  expect(result.current.problem).toBeNull();
});

test('the subscription of a location the user does not own is never fetched', async () => {
  const fixture = serve({
    locations: [buildLocation({ locationId: 'shared', isOwner: false, ownerId: 2002 })],
    subscriptions: { shared: buildSubscription() },
  });
  const { result } = renderCurrent('shared');
  await waitFor(() => expect(result.current.location).not.toBeNull());
  expect(result.current.location?.hasEntitlements).toBe(false);
  expect(requestsOf(fixture, 'getSubscription')).toHaveLength(0);
});

test("a location not among the user's is a named, reported problem with no location", async () => {
  serve({ locations: [buildLocation({ locationId: 'loc-1' })] });
  const { result } = renderCurrent('loc-404');
  await waitFor(() => expect(result.current.problem).not.toBeNull());
  expect(result.current.problem).toBe("Location with ID not found in user's allowed locations");
  expect(result.current.location).toBeNull();
  expectReports("Location with ID not found in user's allowed locations");
});

test('a user without locations is a named, reported problem', async () => {
  serve({ locations: [] });
  const { result } = renderCurrent('loc-1');
  await waitFor(() =>
    expect(result.current.problem).toBe('No locations available for the current user'),
  );
  expectReports('No locations available for the current user');
});

test('locations that cannot be fetched are a named, retryable problem, reported once', async () => {
  const fixture = serve({ failures: { getLocations: 500 } });
  const { result } = renderCurrent('loc-1');
  await waitFor(() => expect(result.current.problem).toBe('There was an error getting locations'));
  expectReports('There was an error getting locations (http 500)');
  fixture.failures = {};
  result.current.retry();
  await waitFor(() => expect(result.current.location?.locationId).toBe('loc-1'));
});

test('a failed subscription read leaves the location without entitlements', async () => {
  serve({ failures: { getSubscription: 500 } });
  const { result } = renderCurrent('loc-1');
  await waitFor(() => expect(result.current.location).not.toBeNull());
  expect(result.current.location?.hasEntitlements).toBe(false);
  expectReports('There was an error getting the subscription (http 500)');
});

test('no location in context is no problem', () => {
  serve();
  const { result } = renderCurrent(null);
  expect(result.current).toMatchObject({ location: null, problem: null, isLoading: false });
});
