import { useQuery } from '@tanstack/react-query';
import type { Location, UserLocationStatus } from 'shared-contracts/entities';
import { locationsQuery, userStatusQuery } from 'shared-contracts/api';
import { collectOwnerIds } from 'shared-contracts/rules';

export interface LocationStatusesState {
  /** The locations answer; the same array until it is fetched again. */
  locations: readonly Location[];
  /** The status answer's entries (merged with the locations by `toLocationStatuses`). */
  statusList: readonly UserLocationStatus[];
  /** Owner ids collected from the locations list (the dashboard's event and timeseries calls). */
  ownerIds: number[];
  isPending: boolean;
  /** A fetch is running (first load or refetch). */
  isFetching: boolean;
  /** A failure with nothing to show. */
  error: unknown;
  refetch: () => void;
}

/** Collected once per locations answer, so a remount or a re-render never walks them again. */
const ownerIdsByLocations = new WeakMap<readonly Location[], number[]>();
const NO_LOCATIONS: readonly Location[] = [];
const NO_STATUSES: readonly UserLocationStatus[] = [];
const NO_OWNERS: number[] = [];

function ownerIdsOf(locations: readonly Location[]): number[] {
  let ownerIds = ownerIdsByLocations.get(locations);
  if (ownerIds === undefined) {
    ownerIds = collectOwnerIds(locations);
    ownerIdsByLocations.set(locations, ownerIds);
  }
  return ownerIds;
}

/** The locations and their statuses; both answers are needed before either is shown. */
export function useLocationStatuses(userId: number): LocationStatusesState {
  const locations = useQuery(locationsQuery(userId));
  const status = useQuery(userStatusQuery(userId));
  const both = locations.data !== undefined && status.data !== undefined;
  return {
    locations: both ? locations.data : NO_LOCATIONS,
    statusList: both ? status.data.locations : NO_STATUSES,
    ownerIds: both ? ownerIdsOf(locations.data) : NO_OWNERS,
    isPending: locations.isPending || status.isPending,
    isFetching: locations.isFetching || status.isFetching,
    // Once both answers are in, a failed refetch keeps showing them.
    error: both ? null : (locations.error ?? status.error),
    refetch: () => {
      void locations.refetch();
      void status.refetch();
    },
  };
}
