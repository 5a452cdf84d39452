import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  devicesQueryKey,
  locationsQueryKey,
  subscriptionQueryKey,
  userStatusQueryKey,
} from 'shared-contracts/api';
import { EVENTS, getEventBus, publishEvent, type EventPayloads } from 'shared-contracts/events';
import { useAreaEvents } from './use-area-events';

function setup(locationId: string | null) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const changes: EventPayloads['location-changed'][] = [];
  const off = getEventBus().on(EVENTS.LOCATION_CHANGED, (change) => changes.push(change));
  const view = renderHook(({ id }) => useAreaEvents(1001, id), {
    wrapper,
    initialProps: { id: locationId },
  });
  return { queryClient, changes, off, ...view };
}

test('publishes each change of the location in context with the one left', () => {
  const { changes, off, rerender } = setup(null);
  rerender({ id: 'loc-1' });
  rerender({ id: 'loc-1' });
  rerender({ id: 'loc-2' });
  expect(changes).toEqual([
    { locationId: 'loc-1', previousLocationId: null },
    { locationId: 'loc-2', previousLocationId: 'loc-1' },
  ]);
  off();
});

test.each([
  [EVENTS.PAUSE_CHANGED, { ownerId: 1, locationId: 'loc-1', paused: true }],
  [EVENTS.ENROLLMENT_CHANGED, { ownerId: 1, locationId: 'loc-1' }],
] as const)('%s marks the location list and the statuses stale', async (event, payload) => {
  const { queryClient, off } = setup('loc-1');
  queryClient.setQueryData(locationsQueryKey(1001), []);
  queryClient.setQueryData(userStatusQueryKey(1001), { locations: [] });
  queryClient.setQueryData(devicesQueryKey(1, 'loc-1'), []);
  await act(() => publishEvent(event, payload));
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  expect(stale(locationsQueryKey(1001))).toBe(true);
  expect(stale(userStatusQueryKey(1001))).toBe(true);
  expect(stale(devicesQueryKey(1, 'loc-1'))).toBe(false);
  off();
});

test('subscription-changed marks the subscription, locations and statuses stale and refetches none', async () => {
  const { queryClient, off } = setup('loc-1');
  const fetches = jest.fn(() => Promise.resolve({}));
  // Observed, as the settings guard's subscription is while the cancel is answered; fresh until told.
  queryClient.setQueryData(subscriptionQueryKey(1, 'loc-1'), {});
  const unobserve = new QueryObserver(queryClient, {
    queryKey: subscriptionQueryKey(1, 'loc-1'),
    queryFn: fetches,
    staleTime: Infinity,
  }).subscribe(() => undefined);
  queryClient.setQueryData(locationsQueryKey(1001), []);
  queryClient.setQueryData(userStatusQueryKey(1001), { locations: [] });
  await act(() => publishEvent(EVENTS.SUBSCRIPTION_CHANGED, { ownerId: 1, locationId: 'loc-1' }));
  const state = (key: readonly unknown[]) => queryClient.getQueryState(key);
  expect(state(subscriptionQueryKey(1, 'loc-1'))).toMatchObject({ isInvalidated: true });
  expect(state(locationsQueryKey(1001))).toMatchObject({ isInvalidated: true });
  expect(state(userStatusQueryKey(1001))).toMatchObject({ isInvalidated: true });
  expect(fetches).not.toHaveBeenCalled();
  unobserve();
  off();
});
