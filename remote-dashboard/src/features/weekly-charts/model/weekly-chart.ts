import type { Timeseries } from 'shared-contracts/entities';
import { CHART_Y_MIN } from 'shared-contracts/constants';
import { timeseriesPoints } from 'shared-contracts/rules';
import { bucketByWeek, chartYMax } from './charts';

export interface WeeklyBar {
  /** 'MM/dd' of the week start. */
  week: string;
  count: number;
  [key: string]: string | number;
}

export interface WeeklyChartData {
  bars: WeeklyBar[];
  minValue: number;
  maxValue: number;
  /** Whole-number y ticks (events are counted), at most about six of them. */
  ticks: number[];
  total: number;
}

/** A step of 1, 2 or 5 times a power of ten, at least 1, giving at most about `count` ticks. */
export function tickStep(maxValue: number, count = 6): number {
  const raw = maxValue / count;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

/** Ticks from 0 up to the axis maximum, one step apart. */
export function yTicks(maxValue: number): number[] {
  const step = tickStep(maxValue);
  return Array.from({ length: Math.floor(maxValue / step) + 1 }, (_, index) => index * step);
}

/**
 * A daily timeseries (already summed over owners) as 8 weekly bars by week start, oldest first,
 * with the y axis from 0 to the largest bar plus 10 % grace, or to 10 when every bar is zero.
 */
export function weeklyChartData(
  timeseries: Timeseries | undefined,
  now: Date = new Date(),
): WeeklyChartData {
  const buckets = bucketByWeek(timeseriesPoints(timeseries), now);
  const counts = buckets.map((bucket) => bucket.count);
  const maxValue = chartYMax(counts);
  return {
    bars: buckets.map((bucket) => ({ week: bucket.label, count: bucket.count })),
    minValue: CHART_Y_MIN,
    maxValue,
    ticks: yTicks(maxValue),
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}
