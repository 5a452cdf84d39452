import { buildEvent, buildEventsPage } from '../testing/builders';
import {
  eventHistoryStartTime,
  eventTimeText,
  mergeOwnerPages,
  shouldFetchNextPage,
} from './events-list';

test('next page when scrolled beyond 120 * total - 500', () => {
  // 100 rows: 12000 - 500 = 11500
  expect(shouldFetchNextPage(11_500, 100)).toBe(false);
  expect(shouldFetchNextPage(11_501, 100)).toBe(true);
  expect(shouldFetchNextPage(0, 4)).toBe(true);
});

test('history starts 60 days ago at start of day, in unix seconds', () => {
  const now = new Date(2024, 2, 31, 18, 45);
  expect(eventHistoryStartTime(now)).toBe(new Date(2024, 0, 31).getTime() / 1000);
});

test('owner pages merge newest first; owners at their last page drop out', () => {
  const merged = mergeOwnerPages([
    {
      userId: 1,
      page: buildEventsPage({
        items: [buildEvent({ timestamp: 50 }), buildEvent({ timestamp: 10 })],
        nextToken: 't1',
      }),
    },
    {
      userId: 2,
      page: buildEventsPage({ items: [buildEvent({ timestamp: 30 })], nextToken: null }),
    },
  ]);
  expect(merged.items.map((event) => event.timestamp)).toEqual([50, 30, 10]);
  expect(merged.cursors).toEqual([{ userId: 1, nextToken: 't1' }]);
  expect(mergeOwnerPages([]).cursors).toEqual([]);
});

test('an event time shows as MM/dd/yyyy h:mm a in local time', () => {
  const afternoon = Math.floor(new Date(2026, 2, 5, 14, 7).getTime() / 1000);
  const morning = Math.floor(new Date(2026, 10, 22, 9, 30).getTime() / 1000);
  expect(eventTimeText(afternoon)).toBe('03/05/2026 2:07 PM');
  expect(eventTimeText(morning)).toBe('11/22/2026 9:30 AM');
  // Noon and midnight are 12 on the clock.
  const noon = Math.floor(new Date(2026, 0, 1, 12, 0).getTime() / 1000);
  const midnight = Math.floor(new Date(2026, 0, 1, 0, 5).getTime() / 1000);
  expect(eventTimeText(noon)).toBe('01/01/2026 12:00 PM');
  expect(eventTimeText(midnight)).toBe('01/01/2026 12:05 AM');
});
