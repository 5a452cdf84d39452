import { eventLimit } from './limit';

const location = { overagesThreshold: 100, overagesEnabled: false, overagesCap: null };

test('the limit is reached when the service reports it, whatever the count', () => {
  expect(eventLimit(location, 10, 'EVENT_OVERAGES_THRESHOLD_EXCEEDED').reached).toBe(true);
  expect(eventLimit(location, 100, null).reached).toBe(false);
  // No threshold in the subscription: the count is over 0, the service still monitors.
  const noThreshold = { overagesThreshold: 0, overagesEnabled: false, overagesCap: null };
  expect(eventLimit(noThreshold, 12, null).reached).toBe(false);
});

test('the limit is the threshold, plus the cap when the cap is what was exceeded', () => {
  expect(eventLimit(location, 120, 'EVENT_OVERAGES_THRESHOLD_EXCEEDED').limit).toBe(100);
  const capped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: 50 };
  expect(eventLimit(capped, 150, 'EVENT_OVERAGES_CAP_EXCEEDED')).toMatchObject({
    reached: true,
    limit: 150,
  });
});
