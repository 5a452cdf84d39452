import { EVENTS_PAGE_SIZE } from '../constants/business';
import { ERROR_MESSAGES } from '../constants/messages';
import type { EventSummary, EventsPage, Timeseries, WireResolutionType } from '../entities/event';
import { eventHistoryStartTime } from '../rules/events-list';
import { isEmergencyQuery, sumTimeseries, validateTimeseriesUserIds } from '../rules/timeseries';
import type { UserId } from '../rules/timeseries';
import { requestJson, segment } from './client';
import { eventSummaryPath } from './paths';

export interface EventHistoryParams {
  userId: number;
  /** unix seconds; default: 60 days ago at start of day */
  startTime?: number;
  /** default 100 */
  limit?: number;
  locationId?: string;
  nextToken?: string | null;
  resolutionTypes?: readonly WireResolutionType[];
}

/** `GET /api/neighbors/{userId}/events/history`: one page; `nextToken` null on the last one. */
export function getEventHistory(params: EventHistoryParams): Promise<EventsPage> {
  const searchParams: Record<string, string> = {
    startTime: String(params.startTime ?? eventHistoryStartTime()),
    limit: String(params.limit ?? EVENTS_PAGE_SIZE),
  };
  if (params.locationId) searchParams.locationId = params.locationId;
  if (params.nextToken) searchParams.nextToken = params.nextToken;
  if (params.resolutionTypes && params.resolutionTypes.length > 0) {
    searchParams.resolutionTypes = params.resolutionTypes.join(',');
  }
  return requestJson<EventsPage>({
    method: 'get',
    path: `neighbors/${segment(params.userId)}/events/history`,
    searchParams,
    errorMessage: ERROR_MESSAGES.events,
  });
}

/** `GET .../locations/{locationId}/events/summary` (normalize with `normalizeEventSummary`). */
export function getEventSummary(userId: number, locationId: string): Promise<EventSummary> {
  return requestJson<EventSummary>({
    method: 'get',
    path: eventSummaryPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.eventSummary,
  });
}

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
export async function getEventTimeseries(params: EventTimeseriesParams): Promise<Timeseries> {
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
    requestJson<Timeseries>({
      method: 'get',
      path: `neighbors/${segment(userId)}/events/timeseries`,
      searchParams,
      errorMessage,
    });
  const responses = await Promise.all(userIds.map(fetchOne));
  const [single] = responses;
  return responses.length === 1 && single !== undefined ? single : sumTimeseries(responses);
}
