import { EMERGENCY_RESOLUTION_TYPES } from '../constants/business';
import { ERROR_MESSAGES } from '../constants/messages';
import type { Timeseries, TimeseriesPoint, WireResolutionType } from '../entities/event';

export type UserId = number | string | null | undefined;

/**
 * Timeseries queries need a non-empty array of truthy user ids; a location-specific query accepts
 * only one. Returns the ids as numbers (unique, in order); throws an Error otherwise.
 */
export function validateTimeseriesUserIds(
  userIds: readonly UserId[] | null | undefined,
  locationId?: string | null,
): number[] {
  if (!Array.isArray(userIds) || userIds.length === 0 || userIds.some((id) => !id)) {
    throw new Error(ERROR_MESSAGES.timeseriesUserIds);
  }
  const ids = [...new Set(userIds.map(Number))];
  if (ids.some((id) => !Number.isFinite(id))) throw new Error(ERROR_MESSAGES.timeseriesUserIds);
  if (locationId != null && locationId !== '' && ids.length !== 1) {
    throw new Error(ERROR_MESSAGES.timeseriesSingleUser);
  }
  return ids;
}

/** A multi-owner query: the per-owner answers summed by startTime, totals added. */
export function sumTimeseries(responses: readonly Timeseries[]): Timeseries {
  const byStart = new Map<number, number>();
  let count = 0;
  for (const response of responses) {
    count += response.count;
    for (const point of response.items[0]?.timeseries ?? []) {
      byStart.set(point.startTime, (byStart.get(point.startTime) ?? 0) + point.count);
    }
  }
  const timeseries: TimeseriesPoint[] = [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([startTime, pointCount]) => ({ startTime, count: pointCount }));
  return { items: [{ timeseries }], count };
}

/** The points of a timeseries answer (items[0].timeseries), empty when absent. */
export function timeseriesPoints(response: Timeseries | null | undefined): TimeseriesPoint[] {
  return response?.items[0]?.timeseries ?? [];
}

/** Emergencies use Medical, Fire and Police. */
export function isEmergencyQuery(
  resolutionTypes: readonly WireResolutionType[] | undefined,
): boolean {
  if (
    resolutionTypes === undefined ||
    resolutionTypes.length !== EMERGENCY_RESOLUTION_TYPES.length
  ) {
    return false;
  }
  return EMERGENCY_RESOLUTION_TYPES.every((type) => resolutionTypes.includes(type));
}
