import { useQueries, useQuery } from '@tanstack/react-query';
import {
  locationsQuery,
  subscriptionQuery,
  toCurrentLocation,
  type CurrentLocation,
} from 'shared-contracts';

export interface SelectorLocations {
  locations: CurrentLocation[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The user's locations with their derived fields; subscriptions only for the ones they own. */
export function useSelectorLocations(userId: number): SelectorLocations {
  const locations = useQuery(locationsQuery(userId));
  const list = locations.data ?? [];
  const subscriptions = useQueries({
    queries: list.map((location) => ({
      ...subscriptionQuery(location.ownerId, location.locationId),
      enabled: location.isOwner,
    })),
  });
  const subscriptionsLoading = subscriptions.some(
    (query, index) => list[index]?.isOwner && query.isPending,
  );
  return {
    locations: list.map((location, index) =>
      toCurrentLocation(location, location.isOwner ? (subscriptions[index]?.data ?? null) : null),
    ),
    isLoading: locations.isPending || subscriptionsLoading,
    isError: locations.isError,
    refetch: () => void locations.refetch(),
  };
}
