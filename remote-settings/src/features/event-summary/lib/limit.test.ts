import { eventLimit } from './limit';

const location = { overagesThreshold: 100, overagesEnabled: false, overagesCap: null };

test('the limit is reached by the server reason, or with the overages flag by the count', () => {
  expect(eventLimit(location, 10, 'EVENT_OVERAGES_THRESHOLD_EXCEEDED', false).reached).toBe(true);
  expect(eventLimit(location, 100, null, true).reached).toBe(true);
  expect(eventLimit(location, 100, null, false).reached).toBe(false);
  expect(eventLimit(location, 99, null, true).reached).toBe(false);
});

test('the limit is the threshold, plus the cap when extra events are on with a cap', () => {
  expect(eventLimit(location, 0, null, true).limit).toBe(100);
  const capped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: 50 };
  expect(eventLimit(capped, 149, null, true)).toMatchObject({ reached: false, limit: 150 });
  expect(eventLimit(capped, 150, null, true)).toMatchObject({ reached: true, limit: 150 });
  const uncapped = { overagesThreshold: 100, overagesEnabled: true, overagesCap: null };
  expect(eventLimit(uncapped, 1000, null, true).reached).toBe(false);
});
