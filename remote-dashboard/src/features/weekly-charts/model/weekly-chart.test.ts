import { sumTimeseries } from 'shared-contracts/rules';
import { buildTimeseries } from 'shared-contracts/testing';
import { tickStep, weeklyChartData, yTicks } from './weekly-chart';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const now = new Date(2024, 2, 13, 15); // Wednesday 13 March 2024

test("8 weekly bars by week start, from the owners' daily series summed", () => {
  const summed = sumTimeseries([
    buildTimeseries([
      { startTime: seconds(new Date(2024, 2, 11)), count: 2 }, // this week
      { startTime: seconds(new Date(2024, 1, 20)), count: 1 },
    ]),
    buildTimeseries([
      { startTime: seconds(new Date(2024, 2, 12)), count: 3 }, // this week, other owner
      { startTime: seconds(new Date(2023, 11, 1)), count: 50 }, // older than 8 weeks
    ]),
  ]);
  const chart = weeklyChartData(summed, now);
  expect(chart.bars.map((bar) => bar.week)).toEqual([
    '01/21',
    '01/28',
    '02/04',
    '02/11',
    '02/18',
    '02/25',
    '03/03',
    '03/10',
  ]);
  expect(chart.bars.map((bar) => bar.count)).toEqual([0, 0, 0, 0, 1, 0, 0, 5]);
  expect(chart.total).toBe(6);
  expect(chart.minValue).toBe(0);
  expect(chart.maxValue).toBeCloseTo(5.5); // 10 % grace
  expect(chart.ticks).toEqual([0, 1, 2, 3, 4, 5]);
});

test('all zero (or no answer yet): the y axis runs from 0 to 10', () => {
  const chart = weeklyChartData(undefined, now);
  expect(chart.bars).toHaveLength(8);
  expect(chart.bars.every((bar) => bar.count === 0)).toBe(true);
  expect(chart.minValue).toBe(0);
  expect(chart.maxValue).toBe(10);
  expect(chart.ticks).toEqual([0, 2, 4, 6, 8, 10]);
});

test('y ticks are whole numbers, at most about six, never above the axis maximum', () => {
  expect(tickStep(3.3)).toBe(1);
  expect(tickStep(47.3)).toBe(10);
  expect(tickStep(4730)).toBe(1000);
  expect(yTicks(4730)).toEqual([0, 1000, 2000, 3000, 4000]);
  expect(yTicks(1.1)).toEqual([0, 1]);
});
