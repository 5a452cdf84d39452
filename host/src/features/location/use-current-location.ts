import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { locationsQuery, reportError, subscriptionQuery } from 'shared-contracts/api';
import { findLocation, resolveLocationContext, type LocationContext } from 'shared-contracts/rules';

export interface CurrentLocationState extends LocationContext {
  /** Fetches the locations again (after 'There was an error getting locations'). */
  retry: () => void;
}

/**
 * The location in context with its derived fields (resolveLocationContext, which a remote's
 * standalone Platform uses too). The subscription is fetched only where the user owns the location.
 */
export function useCurrentLocation(
  userId: number,
  locationId: string | null,
): CurrentLocationState {
  const locations = useQuery(locationsQuery(userId));
  const location = locationId && locations.data ? findLocation(locations.data, locationId) : null;
  const subscription = useQuery({
    ...subscriptionQuery(location?.ownerId ?? userId, locationId ?? ''),
    enabled: location?.isOwner === true,
  });
  const { refetch } = locations;
  const retry = useCallback(() => void refetch(), [refetch]);
  const context = resolveLocationContext({ locationId, locations, subscription });
  const { problem } = context;
  useEffect(() => {
    // A locations fetch that failed was reported by the call itself.
    if (problem !== null && problem !== ERROR_MESSAGES.locations) reportError(problem);
  }, [problem]);
  return { ...context, retry };
}
