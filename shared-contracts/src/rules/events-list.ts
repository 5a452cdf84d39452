import { getUnixTime, startOfDay, subDays } from 'date-fns';
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
