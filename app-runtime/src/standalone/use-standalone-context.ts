import { useQuery } from '@tanstack/react-query';
import type { FeatureFlags } from 'shared-contracts/constants';
import { featureFlagsQuery, locationsQuery, subscriptionQuery } from 'shared-contracts/api';
import {
  findLocation,
  resolveEnvironment,
  resolveFlags,
  resolveLocationContext,
  type LocationContext,
} from 'shared-contracts/rules';

export interface StandaloneContext extends LocationContext {
  flags: FeatureFlags;
}

/**
 * What the host gives a remote, read from sandbox-api the same way: the user's and the location's
 * flags (merged, overridden by the gamma cookie), and the location in context with the entitlements
 * of its subscription (resolveLocationContext, the host's rule). Loading until all of it is in.
 */
export function useStandaloneContext(userId: number, locationId: string | null): StandaloneContext {
  const signedIn = userId > 0;
  const userFlags = useQuery({ ...featureFlagsQuery('Neighbor', userId), enabled: signedIn });
  const locationFlags = useQuery({
    ...featureFlagsQuery('Location', locationId ?? ''),
    enabled: signedIn && locationId !== null,
  });
  const locations = useQuery({ ...locationsQuery(userId), enabled: signedIn });
  const location = locationId && locations.data ? findLocation(locations.data, locationId) : null;
  const subscription = useQuery({
    ...subscriptionQuery(location?.ownerId ?? userId, locationId ?? ''),
    enabled: location?.isOwner === true,
  });

  const context = resolveLocationContext({ locationId, locations, subscription });
  const flags = resolveFlags({
    user: userFlags.data ?? {},
    location: locationId !== null ? (locationFlags.data ?? {}) : {},
    environment: resolveEnvironment(window.location.origin),
    cookie: document.cookie,
  });
  const flagsLoading = userFlags.isPending || (locationId !== null && locationFlags.isPending);
  return { ...context, flags, isLoading: context.isLoading || flagsLoading };
}
