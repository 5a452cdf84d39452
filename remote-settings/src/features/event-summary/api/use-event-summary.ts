import { useQuery } from '@tanstack/react-query';
import { eventSummaryQuery, normalizeEventSummary } from 'shared-contracts';

/** The location's resolved-event counts, RequireAttention merged into UnknownPerson. */
export function useEventSummary(ownerId: number, locationId: string) {
  return useQuery({ ...eventSummaryQuery(ownerId, locationId), select: normalizeEventSummary });
}
