import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ERROR_MESSAGES,
  findLocation,
  locationsQuery,
  subscriptionQuery,
  toCurrentLocation,
  type CurrentLocation,
} from 'shared-contracts';

export interface CurrentLocationState {
  /** null before one is chosen, and after a context failure (no location means no entitlements). */
  location: CurrentLocation | null;
  /** A location context failure of spec section 8, shown to the user on the location's pages. */
  problem: string | null;
  isLoading: boolean;
  /** Fetches the locations again (after 'There was an error getting locations'). */
  retry: () => void;
}

/**
 * The location in context with its derived fields. The subscription is fetched only where the user
 * owns the location. The spec's context failures (locations not fetched, none at all, or not among
 * the user's) leave no location, hence no entitlements, and name the problem.
 */
export function useCurrentLocation(
  userId: number,
  locationId: string | null,
): CurrentLocationState {
  const locations = useQuery(locationsQuery(userId));
  const location = locationId && locations.data ? findLocation(locations.data, locationId) : null;
  const owned = location?.isOwner === true;
  const subscription = useQuery({
    ...subscriptionQuery(location?.ownerId ?? userId, locationId ?? ''),
    enabled: owned,
  });
  const { refetch } = locations;
  const retry = useCallback(() => void refetch(), [refetch]);

  const none = { location: null, problem: null, isLoading: false, retry };
  if (!locationId) return none;
  if (locations.isPending) return { ...none, isLoading: true };
  if (locations.isError) return { ...none, problem: ERROR_MESSAGES.locations };
  if (locations.data.length === 0) return { ...none, problem: ERROR_MESSAGES.noLocations };
  if (!location) return { ...none, problem: ERROR_MESSAGES.locationNotFound };
  if (owned && subscription.isPending) return { ...none, isLoading: true };
  return {
    // A failed subscription read leaves the location without entitlements, like a missing one.
    location: toCurrentLocation(location, owned && subscription.data ? subscription.data : null),
    problem: null,
    isLoading: false,
    retry,
  };
}
