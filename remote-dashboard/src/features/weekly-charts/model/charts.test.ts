import { bucketByWeek, chartYMax, eventsTooltip } from './charts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

test('8 weekly buckets by week start, ending with the current week', () => {
  const now = new Date(2024, 2, 13, 15); // Wednesday 13 March 2024
  const buckets = bucketByWeek(
    [
      { startTime: seconds(new Date(2024, 2, 10)), count: 2 }, // Sunday, this week
      { startTime: seconds(new Date(2024, 2, 12)), count: 3 }, // this week
      { startTime: seconds(new Date(2024, 2, 9)), count: 4 }, // last week
      { startTime: seconds(new Date(2024, 0, 21)), count: 1 }, // first bucket
      { startTime: seconds(new Date(2024, 0, 20)), count: 9 }, // too old
    ],
    now,
  );
  expect(buckets).toHaveLength(8);
  expect(buckets[0]).toMatchObject({ label: '01/21', count: 1 });
  expect(buckets[6]).toMatchObject({ label: '03/03', count: 4 });
  expect(buckets[7]).toMatchObject({
    weekStart: new Date(2024, 2, 10).getTime(),
    label: '03/10',
    count: 5,
  });
  expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(10);
});

test('y max: 10 when all zero, else max plus 10 % grace', () => {
  expect(chartYMax([0, 0, 0])).toBe(10);
  expect(chartYMax([])).toBe(10);
  expect(chartYMax([3, 20, 7])).toBeCloseTo(22);
});

test("tooltip reads 'n event(s)'", () => {
  expect(eventsTooltip(1)).toBe('1 event(s)');
  expect(eventsTooltip(12)).toBe('12 event(s)');
});
