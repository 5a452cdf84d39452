// The event summary endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { EventSummary } from '../entities/event';
import { getJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

export const eventSummaryPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/events/summary`;

/** `GET .../locations/{locationId}/events/summary` (normalize with `normalizeEventSummary`). */
export const getEventSummary = (
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<EventSummary> =>
  getJson(api, eventSummaryPath(userId, locationId), ERROR_MESSAGES.eventSummary);

export const { queryKey: eventSummaryQueryKey, query: eventSummaryQuery } = locationScopedQuery(
  'event-summary',
  getEventSummary,
);
