/**
 * What the event list and the charts show: every owner's locations, or the one selected location
 * (a location-specific query goes out with that location's owner id only).
 */
export interface DashboardScope {
  ownerIds: readonly number[];
  locationId?: string;
}
