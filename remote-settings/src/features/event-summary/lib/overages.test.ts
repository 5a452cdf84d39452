import {
  eventPercentage,
  extraEvents,
  extraEventsCapLabel,
  extraEventsStatusLabel,
  isOveragesInactive,
  isThresholdReached,
  summarizeOverages,
} from './overages';

test('threshold reached when count >= threshold', () => {
  expect(isThresholdReached(99, 100)).toBe(false);
  expect(isThresholdReached(100, 100)).toBe(true);
});

test('inactive: reached with extras off, or extras on with a cap and count >= threshold + cap', () => {
  expect(
    isOveragesInactive({ count: 100, threshold: 100, overagesEnabled: false, cap: null }),
  ).toBe(true);
  expect(isOveragesInactive({ count: 99, threshold: 100, overagesEnabled: false, cap: null })).toBe(
    false,
  );
  expect(isOveragesInactive({ count: 500, threshold: 100, overagesEnabled: true, cap: null })).toBe(
    false,
  );
  expect(isOveragesInactive({ count: 149, threshold: 100, overagesEnabled: true, cap: 50 })).toBe(
    false,
  );
  expect(isOveragesInactive({ count: 150, threshold: 100, overagesEnabled: true, cap: 50 })).toBe(
    true,
  );
});

test('extra events = count minus threshold, never negative', () => {
  expect(extraEvents(130, 100)).toBe(30);
  expect(extraEvents(80, 100)).toBe(0);
});

test('percentage floored, capped at 100, 0 when threshold is 0', () => {
  expect(eventPercentage(1, 3)).toBe(33);
  expect(eventPercentage(2, 3)).toBe(66);
  expect(eventPercentage(150, 100)).toBe(100);
  expect(eventPercentage(5, 0)).toBe(0);
});

test('labels', () => {
  expect(extraEventsCapLabel(50)).toBe('of 50');
  expect(extraEventsCapLabel(null)).toBe('(no limit set)');
  expect(extraEventsStatusLabel(true)).toBe('Extra Events: On');
  expect(extraEventsStatusLabel(false)).toBe('Extra Events: Off');
  expect(summarizeOverages({ count: 120, threshold: 100, overagesEnabled: true, cap: 50 })).toEqual(
    {
      thresholdReached: true,
      inactive: false,
      extraEvents: 20,
      percentage: 100,
      capLabel: 'of 50',
    },
  );
});
