import { useQuery } from '@tanstack/react-query';
import {
  locationsQuery,
  toLocationStatuses,
  userStatusQuery,
  type LocationStatus,
} from 'shared-contracts';

export interface LocationStatusesState {
  statuses: LocationStatus[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/** Every location with its status; a location missing from the status list gets the spec's defaults. */
export function useLocationStatuses(userId: number): LocationStatusesState {
  const locations = useQuery(locationsQuery(userId));
  const status = useQuery(userStatusQuery(userId));
  return {
    statuses:
      locations.data && status.data
        ? toLocationStatuses(locations.data, status.data.locations)
        : [],
    isPending: locations.isPending || status.isPending,
    error: locations.error ?? status.error,
    refetch: () => {
      void locations.refetch();
      void status.refetch();
    },
  };
}
