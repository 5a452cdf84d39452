import { fromUnixTime, getUnixTime, lightFormat, startOfDay, subDays } from 'date-fns';
import type { Event, EventsPage } from '../entities/event';
import {
  EVENT_LIST_FETCH_OFFSET_PX,
  EVENT_LOOKBACK_DAYS,
  EVENT_ROW_HEIGHT_PX,
} from '../constants/business';

/** The next page is requested when scrolled beyond 120 * total − 500. */
export function shouldFetchNextPage(scrollTop: number, total: number): boolean {
  return scrollTop > EVENT_ROW_HEIGHT_PX * total - EVENT_LIST_FETCH_OFFSET_PX;
}

/** Start of the event history: 60 days ago at start of day, in unix seconds. */
export function eventHistoryStartTime(now: Date = new Date()): number {
  return getUnixTime(startOfDay(subDays(now, EVENT_LOOKBACK_DAYS)));
}

/** Where one owner's event history stands: the token of its next page (null for the first). */
export interface OwnerCursor {
  userId: number;
  nextToken: string | null;
}

/** One page of a multi-owner event history: each owner's page merged, newest first. */
export interface OwnersEventsPage {
  items: Event[];
  /** Owners that have more pages, with their tokens; empty on the last page. */
  cursors: OwnerCursor[];
}

/**
 * The dashboard reads the event history of every owner id of its locations: one page per owner
 * still having events, merged newest first (stable for equal timestamps); owners whose page ends
 * the history (nextToken null) drop out of the cursors.
 */
export function mergeOwnerPages(
  pages: readonly { userId: number; page: EventsPage }[],
): OwnersEventsPage {
  const items = pages.flatMap(({ page }) => page.items);
  if (pages.length > 1) items.sort((a, b) => b.timestamp - a.timestamp);
  const cursors = pages
    .filter(({ page }) => page.nextToken !== null)
    .map(({ userId, page }) => ({ userId, nextToken: page.nextToken }));
  return { items, cursors };
}

/**
 * When an event of the events / emergencies list happened, as the list shows it
 * (e.g. '03/05/2026 2:07 PM'); unix seconds in, local time out. Here rather than in the dashboard so
 * that date-fns's `lightFormat` ships once per page, inside the shared contracts.
 */
export function eventTimeText(timestampSeconds: number): string {
  return lightFormat(fromUnixTime(timestampSeconds), 'MM/dd/yyyy h:mm a');
}
