import { eventLimit } from './limit';

const location = { overagesThreshold: 100, overagesEnabled: false, overagesCap: null };

test('the limit is reached when the service reports it, whatever the count', () => {
  expect(eventLimit(location, 10, 'EVENT_OVERAGES_THRESHOLD_EXCEEDED').reached).toBe(true);
});

test('the limit is reached by the count: at the threshold with Extra Events off', () => {
  expect(eventLimit(location, 99, null).reached).toBe(false);
  expect(eventLimit(location, 100, null)).toMatchObject({ reached: true, limit: 100 });
});

test('with Extra Events on, the count reaches the limit only at threshold + cap', () => {
  const capped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: 50 };
  expect(eventLimit(capped, 149, null).reached).toBe(false);
  expect(eventLimit(capped, 150, null)).toMatchObject({ reached: true, limit: 150 });
  const uncapped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: null };
  expect(eventLimit(uncapped, 5_000, null).reached).toBe(false);
});

test('no threshold in the subscription (0): only the service reaches the limit', () => {
  const noThreshold = { overagesThreshold: 0, overagesEnabled: false, overagesCap: null };
  expect(eventLimit(noThreshold, 12, null).reached).toBe(false);
  const noThresholdCapped = { overagesThreshold: 0, overagesEnabled: true, overagesCap: 0 };
  expect(eventLimit(noThresholdCapped, 12, null).reached).toBe(false);
});

test('the limit is the threshold, plus the cap when the cap is what was exceeded', () => {
  expect(eventLimit(location, 120, 'EVENT_OVERAGES_THRESHOLD_EXCEEDED').limit).toBe(100);
  const capped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: 50 };
  expect(eventLimit(capped, 150, 'EVENT_OVERAGES_CAP_EXCEEDED')).toMatchObject({
    reached: true,
    limit: 150,
  });
});
