import { useQuery } from '@tanstack/react-query';
import {
  featureFlagsQuery,
  resolveFlags,
  type Environment,
  type FeatureFlags,
} from 'shared-contracts';

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** True until the flags a page may depend on have arrived. */
  isLoading: boolean;
}

/**
 * Flags of the user's domain and of the current location's domain, merged with OR and, in gamma,
 * overridden by the `feature-overrides` cookie. The location's flags are refetched when it changes.
 */
export function useFeatureFlags(
  userId: number,
  locationId: string | null,
  environment: Environment,
): FeatureFlagsState {
  const user = useQuery(featureFlagsQuery('Neighbor', userId));
  const location = useQuery({
    ...featureFlagsQuery('Location', locationId ?? ''),
    enabled: locationId !== null,
  });
  const flags = resolveFlags({
    user: user.data ?? {},
    location: location.data ?? {},
    environment,
    cookie: document.cookie,
  });
  return { flags, isLoading: user.isPending || (locationId !== null && location.isPending) };
}
