// The event summary endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { EventSummary } from '../entities/event';
import { requestJson } from './client';
import { locationPath } from './paths';

export const eventSummaryPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/events/summary`;

export const eventSummaryQueryKey = (userId: number, locationId: string) =>
  ['event-summary', userId, locationId] as const;

/** `GET .../locations/{locationId}/events/summary` (normalize with `normalizeEventSummary`). */
export function getEventSummary(userId: number, locationId: string): Promise<EventSummary> {
  return requestJson<EventSummary>({
    method: 'get',
    path: eventSummaryPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.eventSummary,
  });
}

export const eventSummaryQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: eventSummaryQueryKey(userId, locationId),
    queryFn: () => getEventSummary(userId, locationId),
  });
