import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { eventSummaryQuery } from 'shared-contracts/api';
import { normalizeEventSummary } from '../lib/event-summary';

/** The location's resolved-event counts, RequireAttention merged into UnknownPerson. */
export function useEventSummary(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery({
    ...eventSummaryQuery(location.ownerId, location.locationId),
    select: normalizeEventSummary,
  });
}
