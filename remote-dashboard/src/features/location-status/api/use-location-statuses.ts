import { useQuery } from '@tanstack/react-query';
import {
  collectOwnerIds,
  locationsQuery,
  toLocationStatuses,
  userStatusQuery,
  type Location,
  type LocationStatus,
  type UserStatusResponse,
} from 'shared-contracts';

export interface LocationStatusesState {
  /** Every location with its status; the same array for the same server answers. */
  statuses: LocationStatus[];
  /** Owner ids collected from the locations list (the dashboard's event and timeseries calls). */
  ownerIds: number[];
  isPending: boolean;
  /** A fetch is running (first load or refetch). */
  isFetching: boolean;
  /** A failure with nothing to show. */
  error: unknown;
  refetch: () => void;
}

interface Derived {
  status: UserStatusResponse;
  statuses: LocationStatus[];
  ownerIds: number[];
}

/**
 * Derived once per pair of server answers and kept beside the cached answers, so a remount (or a
 * re-render) of the dashboard never walks thousands of locations again.
 */
const derivedByLocations = new WeakMap<Location[], Derived>();
const EMPTY: Derived = { status: { locations: [] }, statuses: [], ownerIds: [] };

function derive(
  locations: Location[] | undefined,
  status: UserStatusResponse | undefined,
): Derived {
  if (locations === undefined || status === undefined) return EMPTY;
  const cached = derivedByLocations.get(locations);
  if (cached !== undefined && cached.status === status) return cached;
  const derived: Derived = {
    status,
    statuses: toLocationStatuses(locations, status.locations),
    ownerIds: collectOwnerIds(locations),
  };
  derivedByLocations.set(locations, derived);
  return derived;
}

/** Every location with its status; a location missing from the status list gets the spec's defaults. */
export function useLocationStatuses(userId: number): LocationStatusesState {
  const locations = useQuery(locationsQuery(userId));
  const status = useQuery(userStatusQuery(userId));
  const { statuses, ownerIds } = derive(locations.data, status.data);
  return {
    statuses,
    ownerIds,
    isPending: locations.isPending || status.isPending,
    isFetching: locations.isFetching || status.isFetching,
    // Once both answers are in, a failed refetch keeps showing them.
    error: locations.data && status.data ? null : (locations.error ?? status.error),
    refetch: () => {
      void locations.refetch();
      void status.refetch();
    },
  };
}
