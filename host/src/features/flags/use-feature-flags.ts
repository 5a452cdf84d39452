import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { featureFlagsQuery, featureFlagsQueryKey } from 'shared-contracts/api';
import { resolveFlags, type Environment } from 'shared-contracts/rules';
import type { FeatureFlags } from 'shared-contracts/constants';
import { useHostRuntime } from '../../routing/host-runtime';
import { isStartupData } from '../../startup/startup-prime';

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** True until the flags of the current user and location have arrived (a failure counts as off). */
  isLoading: boolean;
}

/**
 * Flags of the user's domain and of the current location's domain, merged with OR and, in gamma and
 * the local variant, overridden by the `feature-overrides` cookie. When the location changes, the new location's flags
 * are fetched (cached ones are refetched: they are always stale) and the user's flags refreshed.
 */
export function useFeatureFlags(
  userId: number,
  locationId: string | null,
  environment: Environment,
): FeatureFlagsState {
  const queryClient = useQueryClient();
  const { cookies } = useHostRuntime();
  const user = useQuery(featureFlagsQuery('Neighbor', userId));
  const location = useQuery({
    ...featureFlagsQuery('Location', locationId ?? ''),
    enabled: locationId !== null,
    staleTime: 0,
    // Always stale, but the start-up's answer has just been read.
    refetchOnMount: (query) => !isStartupData(query.state.dataUpdatedAt),
  });

  const previousLocationId = useRef(locationId);
  useEffect(() => {
    if (previousLocationId.current === locationId) return;
    previousLocationId.current = locationId;
    void queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey('Neighbor', userId) });
  }, [locationId, queryClient, userId]);

  const flags = resolveFlags({
    user: user.data ?? {},
    location: locationId !== null ? (location.data ?? {}) : {},
    environment,
    cookie: cookies(),
  });
  return { flags, isLoading: user.isPending || (locationId !== null && location.isPending) };
}
