import { buildEventSummary } from 'shared-contracts/testing';
import {
  eventCountSinceText,
  eventSummarySinceText,
  getResolutionCount,
  normalizeEventSummary,
  summaryCards,
} from './event-summary';

test('RequireAttention is merged into UnknownPerson, in display order', () => {
  const summary = normalizeEventSummary(
    buildEventSummary({
      resolvedEvents: {
        count: 9,
        resolutionTypes: [
          { resolutionType: 'Police', count: 1 },
          { resolutionType: 'RequireAttention', count: 2 },
          { resolutionType: 'Passerby', count: 3 },
          { resolutionType: 'UnknownPerson', count: 3 },
        ],
      },
    }),
  );
  expect(summary.resolvedEvents.resolutionTypes).toEqual([
    { resolutionType: 'Passerby', count: 3 },
    { resolutionType: 'UnknownPerson', count: 5 },
    { resolutionType: 'Police', count: 1 },
  ]);
  expect(getResolutionCount(summary, 'UnknownPerson')).toBe(5);
  expect(getResolutionCount(summary, 'Fire')).toBe(0);
});

test('one card per type plus the Guard Reviewed card', () => {
  const cards = summaryCards(normalizeEventSummary(buildEventSummary()));
  expect(cards.map((card) => [card.displayName, card.count])).toEqual([
    ['Passerby', 3],
    ['Unknown Person', 3],
    ['Guard Reviewed', 4],
  ]);
});

test('since texts: DD-MMMM and MM/DD/YYYY', () => {
  const since = new Date(2024, 2, 5, 12).getTime() / 1000;
  expect(eventCountSinceText(since)).toBe('Event Count Since 05-March');
  expect(eventSummarySinceText(12, since)).toBe('Event Summary: 12 events, since 03/05/2024');
});

test('DD-MMMM names every month as English does', () => {
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(2026, month, 28, 12);
    const english = date.toLocaleString('en-US', { month: 'long' });
    expect(eventCountSinceText(date.getTime() / 1000)).toBe(`Event Count Since 28-${english}`);
  }
});
