import type { WireResolutionType } from '../entities/event';

/** The filters of the event history and timeseries queries. */
export interface EventFilters {
  locationId?: string;
  resolutionTypes?: readonly WireResolutionType[];
}

/** The filters as a query key holds them: every filter present, so that equal filters match. */
export const eventFiltersKey = (filters: EventFilters) => ({
  locationId: filters.locationId ?? null,
  resolutionTypes: filters.resolutionTypes ?? [],
});
