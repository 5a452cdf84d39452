import { useQuery } from '@tanstack/react-query';
import type { LocationStatus } from 'shared-contracts/entities';
import { locationsQuery, userStatusQuery } from 'shared-contracts/api';
import { groupBySetup, toLocationStatuses } from 'shared-contracts/rules';

export interface OnboardingLocations {
  /** The user's own locations whose setup is incomplete, with their status entry. */
  locations: LocationStatus[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
}

/** Locations the user can onboard: owned and not set up yet (one locations and one status call). */
export function useOnboardingLocations(userId: number): OnboardingLocations {
  const locations = useQuery(locationsQuery(userId));
  const statuses = useQuery(userStatusQuery(userId));
  const merged =
    locations.data && statuses.data
      ? groupBySetup(
          toLocationStatuses(locations.data, statuses.data.locations).filter(
            (location) => location.isOwner,
          ),
        ).incomplete
      : undefined;
  return {
    locations: merged,
    error: locations.error ?? statuses.error,
    isPending: locations.isPending || statuses.isPending,
    refetch: () => {
      void locations.refetch();
      void statuses.refetch();
    },
  };
}
