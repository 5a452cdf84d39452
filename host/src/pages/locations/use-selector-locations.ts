import type { PageRef } from 'shared-contracts/routing';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CurrentLocation } from 'shared-contracts/entities';
import { locationsQuery } from 'shared-contracts/api';
import { toCurrentLocation } from 'shared-contracts/rules';
import { earlyFreeTrialEntry } from './early-entry';
import { useOwnedSubscriptions } from '../../features/subscriptions/api/use-owned-subscriptions';

export type SelectorLocations =
  | { status: 'loading-locations' }
  | { status: 'locations-failed'; retry: () => void }
  | { status: 'loading-subscriptions'; settled: number; total: number }
  /** Entry routing settled before every subscription arrived (see earlyFreeTrialEntry). */
  | { status: 'early-entry'; to: PageRef }
  | { status: 'subscriptions-failed'; failed: number; retry: () => void }
  | { status: 'ready'; locations: CurrentLocation[] };

/** The user's locations with their derived fields; subscriptions only for the ones they own. */
export function useSelectorLocations(userId: number): SelectorLocations {
  const locations = useQuery(locationsQuery(userId));
  const subscriptions = useOwnedSubscriptions(locations.data);
  const { byLocationId, isLoading, failedIds } = subscriptions;

  const current = useMemo(
    () =>
      isLoading || !locations.data
        ? []
        : locations.data.map((location) =>
            toCurrentLocation(
              location,
              location.isOwner ? (byLocationId.get(location.locationId) ?? null) : null,
            ),
          ),
    [locations.data, byLocationId, isLoading],
  );

  if (locations.isPending) return { status: 'loading-locations' };
  if (locations.isError) {
    return { status: 'locations-failed', retry: () => void locations.refetch() };
  }
  if (isLoading) {
    const early = earlyFreeTrialEntry(locations.data, byLocationId);
    if (early) return { status: 'early-entry', to: early };
    return {
      status: 'loading-subscriptions',
      settled: subscriptions.settled,
      total: subscriptions.total,
    };
  }
  if (failedIds.length > 0) {
    return { status: 'subscriptions-failed', failed: failedIds.length, retry: subscriptions.retry };
  }
  return { status: 'ready', locations: current };
}
