import { fromUnixTime, getUnixTime, lightFormat, startOfMonth } from 'date-fns';
import type { CurrentLocation } from 'shared-contracts/entities';
import { RESOLUTION_TYPE_ORDER, RESOLUTION_TYPES } from 'shared-contracts/entities';
import type {
  EventSummary,
  NormalizedEventSummary,
  ResolutionType,
  ResolutionTypeInfo,
} from 'shared-contracts/entities';

/** RequireAttention is merged into UnknownPerson; types keep the display order. */
export function normalizeEventSummary(summary: EventSummary): NormalizedEventSummary {
  const counts = new Map<ResolutionType, number>();
  for (const entry of summary.resolvedEvents.resolutionTypes) {
    const type: ResolutionType =
      entry.resolutionType === 'RequireAttention' ? 'UnknownPerson' : entry.resolutionType;
    counts.set(type, (counts.get(type) ?? 0) + entry.count);
  }
  const resolutionTypes = RESOLUTION_TYPE_ORDER.filter((type) => counts.has(type)).map((type) => ({
    resolutionType: type,
    count: counts.get(type) ?? 0,
  }));
  return {
    resolvedEvents: { count: summary.resolvedEvents.count, resolutionTypes },
    guardReviewed: { ...summary.guardReviewed },
  };
}

export function getResolutionCount(summary: NormalizedEventSummary, type: ResolutionType): number {
  return (
    summary.resolvedEvents.resolutionTypes.find((entry) => entry.resolutionType === type)?.count ??
    0
  );
}

export interface SummaryCard extends ResolutionTypeInfo {
  key: ResolutionType | 'GuardReviewed';
  count: number;
}

/** One 'Guard Event Summary' card per resolution type present, plus the 'Guard Reviewed' card. */
export function summaryCards(summary: NormalizedEventSummary): SummaryCard[] {
  const cards: SummaryCard[] = summary.resolvedEvents.resolutionTypes.map((entry) => ({
    key: entry.resolutionType,
    count: entry.count,
    ...RESOLUTION_TYPES[entry.resolutionType],
  }));
  cards.push({
    key: 'GuardReviewed',
    count: summary.guardReviewed.count,
    ...RESOLUTION_TYPES.GuardReviewed,
  });
  return cards;
}

/** The months' names in the product's one language, for the DD-MMMM date. */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'Event Count Since {date}' with the date as DD-MMMM (e.g. '05-March'); unix seconds in. The month's
 * name is looked up here: date-fns's `format` (the only one of its formatters that names months)
 * and its English locale would weigh on the shared contracts every page loads, for this one text,
 * and the browser's Intl is slow to build its first date formatter as the events summary opens.
 * The other dates use `lightFormat`.
 */
export function eventCountSinceText(sinceSeconds: number): string {
  const date = fromUnixTime(sinceSeconds);
  return `Event Count Since ${lightFormat(date, 'dd')}-${MONTH_NAMES[date.getMonth()] ?? ''}`;
}

/** 'Event Summary: {n} events, since {date}' with the date as MM/DD/YYYY; unix seconds in. */
export function eventSummarySinceText(count: number, sinceSeconds: number): string {
  return `Event Summary: ${count} events, since ${lightFormat(fromUnixTime(sinceSeconds), 'MM/dd/yyyy')}`;
}

/**
 * Unix seconds: when the event count began, the billing cycle's start, or else the start of this
 * month in the reader's time zone at `now`.
 */
export const countSince = (location: Pick<CurrentLocation, 'overagesStartAt'>, now: Date): number =>
  location.overagesStartAt ?? getUnixTime(startOfMonth(now));
