import { useQuery } from '@tanstack/react-query';
import { eventSummaryQuery, normalizeEventSummary, type CurrentLocation } from 'shared-contracts';

/** The location's resolved-event counts, RequireAttention merged into UnknownPerson. */
export function useEventSummary(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery({
    ...eventSummaryQuery(location.ownerId, location.locationId),
    select: normalizeEventSummary,
  });
}
