import { useQuery } from '@tanstack/react-query';
import {
  ERROR_MESSAGES,
  findLocation,
  locationsQuery,
  subscriptionQuery,
  toCurrentLocation,
  type CurrentLocation,
} from 'shared-contracts';
import { useLocationStore } from './location-store';

export interface CurrentLocationState {
  location: CurrentLocation | null;
  /** A location context failure of spec section 8, shown to the user. */
  problem: string | null;
  isLoading: boolean;
}

/**
 * The location in context with its derived fields. The subscription is fetched only where the user
 * owns the location; the spec's context failures leave the location with no entitlements.
 */
export function useCurrentLocation(userId: number): CurrentLocationState {
  const locationId = useLocationStore((state) => state.locationId);
  const locations = useQuery(locationsQuery(userId));
  const location = locationId && locations.data ? findLocation(locations.data, locationId) : null;
  const owned = location?.isOwner === true;
  const subscription = useQuery({
    ...subscriptionQuery(location?.ownerId ?? userId, locationId ?? ''),
    enabled: owned,
  });

  if (!locationId) return { location: null, problem: null, isLoading: false };
  if (locations.isPending) return { location: null, problem: null, isLoading: true };
  if (locations.isError) {
    return { location: null, problem: ERROR_MESSAGES.locations, isLoading: false };
  }
  if (locations.data.length === 0) {
    return { location: null, problem: ERROR_MESSAGES.noLocations, isLoading: false };
  }
  if (!location) {
    return { location: null, problem: ERROR_MESSAGES.locationNotFound, isLoading: false };
  }
  if (owned && subscription.isPending) return { location: null, problem: null, isLoading: true };
  return {
    location: toCurrentLocation(location, owned && subscription.data ? subscription.data : null),
    problem: null,
    isLoading: false,
  };
}
