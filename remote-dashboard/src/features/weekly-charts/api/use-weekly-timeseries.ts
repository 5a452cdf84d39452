import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Timeseries } from 'shared-contracts/entities';
import { EMERGENCY_RESOLUTION_TYPES } from 'shared-contracts/constants';
import { eventTimeseriesQuery } from 'shared-contracts/api';
import type { DashboardScope } from '../../../shared/dashboard-scope';

export interface TimeseriesState {
  data: Timeseries | undefined;
  isLoading: boolean;
  /** The fetch failed with nothing to show. */
  error: unknown;
  isRetrying: boolean;
  retry: () => void;
}

export interface WeeklyTimeseriesState {
  events: TimeseriesState;
  emergencies: TimeseriesState;
}

/** One object per change, so that a chart only renders again when its data did. */
function useTimeseriesState(query: UseQueryResult<Timeseries>): TimeseriesState {
  const { data, error, isLoading, refetch } = query;
  const isRetrying = query.isError && query.isFetching;
  return useMemo(
    () => ({
      data,
      isLoading,
      error: data === undefined ? error : null,
      isRetrying,
      retry: () => void refetch(),
    }),
    [data, error, isLoading, isRetrying, refetch],
  );
}

/**
 * The daily timeseries of events and of emergencies (Medical, Fire, Police) for the scope: one call
 * per owner id, summed; a location-specific query goes out with its one owner id.
 */
export function useWeeklyTimeseries(
  scope: DashboardScope,
  enabled: boolean,
): WeeklyTimeseriesState {
  const base = {
    userIds: scope.ownerIds,
    ...(scope.locationId === undefined ? {} : { locationId: scope.locationId }),
  };
  const events = useQuery({ ...eventTimeseriesQuery(base), enabled });
  const emergencies = useQuery({
    ...eventTimeseriesQuery({ ...base, resolutionTypes: EMERGENCY_RESOLUTION_TYPES }),
    enabled,
  });
  const eventsState = useTimeseriesState(events);
  const emergenciesState = useTimeseriesState(emergencies);
  return useMemo(
    () => ({ events: eventsState, emergencies: emergenciesState }),
    [eventsState, emergenciesState],
  );
}
