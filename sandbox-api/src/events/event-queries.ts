// Pure queries over generated events: history pages, per-location summary, daily time series.
import { SECONDS_PER_DAY, dayIndex } from '../domain/time';
import type { EventsPage, EventSummary, WireResolutionType, Timeseries } from '../types/wire';
import { RESOLUTION_TYPES } from '../types/wire';
import type { GeneratedEvent } from './event-generator';

export interface Cursor {
  timestamp: number;
  id: string;
}

export function encodeNextToken(event: GeneratedEvent): string {
  return Buffer.from(`${event.timestamp}|${event.id}`, 'utf8').toString('base64url');
}

/** Returns the cursor of a token, or null when the token is malformed. */
export function decodeNextToken(token: string): Cursor | null {
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^(\d{1,12})\|([\w:.-]{1,200})$/.exec(decoded);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return { timestamp: Number(match[1]), id: match[2] };
}

function isAfterCursor(event: GeneratedEvent, cursor: Cursor): boolean {
  return (
    event.timestamp < cursor.timestamp ||
    (event.timestamp === cursor.timestamp && event.id < cursor.id)
  );
}

/** Index of the first event after the cursor (binary search over the newest-first order). */
function firstAfter(events: readonly GeneratedEvent[], cursor: Cursor): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const event = events[middle];
    if (event && isAfterCursor(event, cursor)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A resolved event in [from, to] with one of `types` (any wire type when null). */
function matches(
  event: GeneratedEvent,
  from: number,
  to: number,
  types: ReadonlySet<WireResolutionType> | null,
): event is GeneratedEvent & { type: WireResolutionType } {
  if (event.timestamp < from || event.timestamp > to || event.type === 'GuardReviewed')
    return false;
  return types === null || types.has(event.type);
}

export interface HistoryQuery {
  startTime: number;
  now: number;
  limit: number;
  types: ReadonlySet<WireResolutionType> | null;
  cursor: Cursor | null;
}

/** `events` newest first (as produced by EventSource). */
export function historyPage(
  events: readonly GeneratedEvent[],
  query: HistoryQuery,
  locationName: (locationId: string) => string,
): EventsPage {
  const page: GeneratedEvent[] = [];
  let more = false;
  const first = query.cursor ? firstAfter(events, query.cursor) : 0;
  for (let index = first; index < events.length; index += 1) {
    const event = events[index];
    if (!event || event.timestamp < query.startTime) break;
    if (!matches(event, query.startTime, query.now, query.types)) continue;
    if (page.length === query.limit) {
      more = true;
      break;
    }
    page.push(event);
  }
  const last = page[page.length - 1];
  return {
    items: page.map((event) => ({
      resolution_type: event.type as WireResolutionType,
      timestamp: event.timestamp,
      location_id: event.locationId,
      locationName: locationName(event.locationId),
    })),
    count: page.length,
    nextToken: more && last ? encodeNextToken(last) : null,
  };
}

/** Resolved (typed) events in [since, now]: the count compared with the overages threshold. */
export function countResolved(
  events: readonly GeneratedEvent[],
  since: number,
  now: number,
): number {
  let count = 0;
  for (const event of events) {
    if (event.timestamp < since) break;
    if (matches(event, since, now, null)) count += 1;
  }
  return count;
}

export function summarize(
  events: readonly GeneratedEvent[],
  since: number,
  now: number,
): EventSummary {
  const byType = new Map<WireResolutionType, number>();
  let resolved = 0;
  let reviewedOnly = 0;
  for (const event of events) {
    if (event.timestamp < since) break;
    if (event.timestamp > now) continue;
    if (event.type === 'GuardReviewed') {
      reviewedOnly += 1;
    } else {
      resolved += 1;
      byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    }
  }
  const total = resolved + reviewedOnly;
  return {
    resolvedEvents: {
      count: resolved,
      resolutionTypes: RESOLUTION_TYPES.filter((type) => byType.has(type)).map((type) => ({
        resolutionType: type,
        count: byType.get(type) ?? 0,
      })),
    },
    guardReviewed: {
      count: reviewedOnly,
      percentage: total === 0 ? 0 : Math.round((reviewedOnly * 100) / total),
    },
  };
}

/** Per-UTC-day counts from the day of `startTime` to the day of `now`, oldest first. */
export function dailySeries(
  events: readonly GeneratedEvent[],
  startTime: number,
  now: number,
  types: ReadonlySet<WireResolutionType> | null,
): Timeseries {
  const firstDay = dayIndex(startTime);
  const lastDay = dayIndex(now);
  const counts = new Array<number>(Math.max(0, lastDay - firstDay + 1)).fill(0);
  const from = firstDay * SECONDS_PER_DAY;
  let total = 0;
  for (const event of events) {
    if (event.timestamp < from) break;
    if (!matches(event, from, now, types)) continue;
    const slot = dayIndex(event.timestamp) - firstDay;
    counts[slot] = (counts[slot] ?? 0) + 1;
    total += 1;
  }
  return {
    items: [
      {
        timeseries: counts.map((count, offset) => ({
          startTime: (firstDay + offset) * SECONDS_PER_DAY,
          count,
        })),
      },
    ],
    count: total,
  };
}
