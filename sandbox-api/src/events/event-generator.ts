// Events are not stored: they are drawn from a PRNG seeded by location and UTC day, so the same
// day always holds the same events, the state file stays small, and paging is stable.
import { createRandom, hashString, pickWeighted } from '../seed/prng';
import { SECONDS_PER_DAY, dayIndex } from '../domain/time';
import type { LocationRecord } from '../state/model';
import type { WireResolutionType } from '../types/wire';

// Module-level copies: global lookups are slow inside Jest's vm context, and these run hot.
const { floor, imul } = Math;

/** Days of history kept (the client asks for 60 days back from the start of a day). */
export const HISTORY_DAYS = 60;

/** `GuardReviewed`: reviewed by a guard with no other resolution type; summary-only. */
export type GeneratedEventType = WireResolutionType | 'GuardReviewed';

export interface GeneratedEvent {
  /** Unique and stable; tie-breaker for ordering and paging. */
  id: string;
  timestamp: number;
  type: GeneratedEventType;
  locationId: string;
}

const TYPE_WEIGHTS: readonly (readonly [GeneratedEventType, number])[] = [
  ['Passerby', 30],
  ['UnknownPerson', 12],
  ['RequireAttention', 4],
  ['Delivery', 14],
  ['ServiceWorker', 8],
  ['Vehicle', 8],
  ['Animal', 6],
  ['AlarmResolved', 6],
  ['Police', 1],
  ['Medical', 0.5],
  ['Fire', 0.5],
  ['GuardReviewed', 10],
];

function eventsOfDay(
  location: LocationRecord,
  locationHash: number,
  day: number,
  today: number,
): GeneratedEvent[] {
  const { perDay, pinned } = location.events;
  const events: GeneratedEvent[] = [];
  if (perDay > 0) {
    const random = createRandom(locationHash ^ imul(day, 0x9e3779b1));
    const whole = floor(perDay);
    const count = whole + (random() < perDay - whole ? 1 : 0);
    for (let index = 0; index < count; index += 1) {
      events.push({
        id: `${location.locationId}:${day}:${index}`,
        timestamp: day * SECONDS_PER_DAY + floor(random() * SECONDS_PER_DAY),
        type: pickWeighted(random, TYPE_WEIGHTS),
        locationId: location.locationId,
      });
    }
  }
  pinned.forEach((event, index) => {
    if (today - event.daysAgo === day) {
      events.push({
        id: `${location.locationId}:${day}:p${index}`,
        timestamp: day * SECONDS_PER_DAY + event.secondOfDay,
        type: event.type,
        locationId: location.locationId,
      });
    }
  });
  return events;
}

/** Newest first; ties broken by id, descending. */
export function compareEvents(a: GeneratedEvent, b: GeneratedEvent): number {
  if (a.timestamp !== b.timestamp) return b.timestamp - a.timestamp;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** What the events of a location depend on (besides the day): its id and event profile. */
function profileKey(location: LocationRecord): string {
  const pinned = location.events.pinned
    .map((event) => `${event.daysAgo}.${event.secondOfDay}.${event.type}`)
    .join(',');
  return `${location.locationId}|${location.events.perDay}|${pinned}`;
}

/** Entries kept per cache before it is emptied (bounds memory with re-scaled fleets). */
const MAX_CACHED_LOCATIONS = 100_000;

/**
 * Generates and caches events per location and day window. Events later than `now` are filtered
 * out by the queries, so "today" fills up as the day goes on.
 */
export class EventSource {
  private cacheDay = -1;
  private readonly perLocation = new Map<string, GeneratedEvent[]>();
  private readonly merged = new Map<string, GeneratedEvent[]>();

  /** Drops everything cached. */
  clear(): void {
    this.perLocation.clear();
    this.merged.clear();
  }

  private syncDay(today: number): void {
    if (today !== this.cacheDay) {
      this.clear();
      this.cacheDay = today;
    }
  }

  /** All events of the location in the history window (including the rest of today), newest first. */
  forLocation(location: LocationRecord, nowSeconds: number): GeneratedEvent[] {
    const today = dayIndex(nowSeconds);
    this.syncDay(today);
    const key = profileKey(location);
    const cached = this.perLocation.get(key);
    if (cached) return cached;
    const locationHash = hashString(location.locationId);
    const events: GeneratedEvent[] = [];
    for (let day = today - HISTORY_DAYS; day <= today; day += 1) {
      events.push(...eventsOfDay(location, locationHash, day, today));
    }
    events.sort(compareEvents);
    if (this.perLocation.size >= MAX_CACHED_LOCATIONS) this.perLocation.clear();
    this.perLocation.set(key, events);
    return events;
  }

  /** Events of several locations merged newest first (cached per location set). */
  forLocations(locations: readonly LocationRecord[], nowSeconds: number): GeneratedEvent[] {
    if (locations.length === 1 && locations[0]) return this.forLocation(locations[0], nowSeconds);
    this.syncDay(dayIndex(nowSeconds));
    const key = `${locations.length}:${hashString(locations.map(profileKey).join('\n'))}`;
    const cached = this.merged.get(key);
    if (cached) return cached;
    const events = locations.flatMap((location) => this.forLocation(location, nowSeconds));
    events.sort(compareEvents);
    if (this.merged.size >= 16) {
      const oldest = this.merged.keys().next();
      if (!oldest.done) this.merged.delete(oldest.value);
    }
    this.merged.set(key, events);
    return events;
  }
}
