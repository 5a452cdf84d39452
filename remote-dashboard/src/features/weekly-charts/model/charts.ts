import { addWeeks, fromUnixTime, lightFormat, startOfWeek, subWeeks } from 'date-fns';
import { CHART_GRACE, CHART_WEEKS, CHART_Y_MAX_WHEN_EMPTY } from 'shared-contracts/constants';
import type { TimeseriesPoint } from 'shared-contracts/entities';

export interface WeekBucket {
  /** Start of the week (local time, Sunday), ms since epoch. */
  weekStart: number;
  /** 'MM/dd' of the week start. */
  label: string;
  count: number;
}

/** Daily points (startTime in unix seconds) summed into the last `weeks` weeks by week start. */
export function bucketByWeek(
  points: readonly TimeseriesPoint[],
  now: Date = new Date(),
  weeks: number = CHART_WEEKS,
): WeekBucket[] {
  const first = startOfWeek(subWeeks(now, weeks - 1));
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, index) => {
    const start = addWeeks(first, index);
    return { weekStart: start.getTime(), label: lightFormat(start, 'MM/dd'), count: 0 };
  });
  for (const point of points) {
    const weekStart = startOfWeek(fromUnixTime(point.startTime)).getTime();
    const bucket = buckets.find((candidate) => candidate.weekStart === weekStart);
    if (bucket !== undefined) bucket.count += point.count;
  }
  return buckets;
}

/** Y axis maximum: 10 when every value is zero, else the largest value plus 10 % grace. */
export function chartYMax(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  return max === 0 ? CHART_Y_MAX_WHEN_EMPTY : max * (1 + CHART_GRACE);
}

/** The tooltip text: 'n event(s)'. */
export function eventsTooltip(count: number): string {
  return `${count} event(s)`;
}
