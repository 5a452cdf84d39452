// The event timeseries endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { Timeseries, WireResolutionType } from '../entities/event';
import { isEmergencyQuery, sumTimeseries, validateTimeseriesUserIds } from '../rules/timeseries';
import type { UserId } from '../rules/timeseries';
import { apiClientOf } from '../query/api-client-binding';
import { requestJson, segment, type ApiClient } from './client';
import { eventFiltersKey, type EventFilters } from './event-filters';

export const eventTimeseriesPath = (userId: number): string =>
  `neighbors/${segment(userId)}/events/timeseries`;

export const eventTimeseriesQueryKey = (
  userIds: readonly (number | string | null | undefined)[],
  filters: EventFilters = {},
) => ['event-timeseries', [...userIds], eventFiltersKey(filters)] as const;

export interface EventTimeseriesParams {
  /** Non-empty, truthy ids; exactly one with `locationId`. */
  userIds: readonly UserId[];
  interval?: 'day';
  /** Emergencies use Medical, Fire and Police. */
  resolutionTypes?: readonly WireResolutionType[];
  locationId?: string;
}

/**
 * `GET /api/neighbors/{userId}/events/timeseries`. A location-specific query calls once for its one
 * user; otherwise one call per owner id, summed (`sumTimeseries`). Invalid user ids reject with an
 * Error before any call.
 */
export async function getEventTimeseries(
  api: ApiClient,
  params: EventTimeseriesParams,
): Promise<Timeseries> {
  const userIds = validateTimeseriesUserIds(params.userIds, params.locationId);
  const errorMessage = isEmergencyQuery(params.resolutionTypes)
    ? ERROR_MESSAGES.emergenciesTimeseries
    : ERROR_MESSAGES.eventsTimeseries;
  const searchParams: Record<string, string> = { interval: params.interval ?? 'day' };
  if (params.resolutionTypes && params.resolutionTypes.length > 0) {
    searchParams.resolutionTypes = params.resolutionTypes.join(',');
  }
  if (params.locationId) searchParams.locationId = params.locationId;
  const fetchOne = (userId: number): Promise<Timeseries> =>
    requestJson<Timeseries>(api, {
      method: 'get',
      path: eventTimeseriesPath(userId),
      searchParams,
      errorMessage,
    });
  const responses = await Promise.all(userIds.map(fetchOne));
  const [single] = responses;
  return responses.length === 1 && single !== undefined ? single : sumTimeseries(responses);
}

export const eventTimeseriesQuery = (params: EventTimeseriesParams) =>
  queryOptions({
    queryKey: eventTimeseriesQueryKey(params.userIds, params),
    queryFn: ({ client }) => getEventTimeseries(apiClientOf(client), params),
  });
