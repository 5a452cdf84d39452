import type { SliceScheduler } from './table-model';

/**
 * For tests of the sliced filtering: slices are run by hand, and the clock moves a millisecond at
 * every read. `runAll` runs every slice queued, and those they queue, and says how many ran.
 */
export function manualScheduler(): SliceScheduler & {
  tasks: (() => void)[];
  runAll: () => number;
} {
  const tasks: (() => void)[] = [];
  let clock = 0;
  return {
    tasks,
    schedule: (next) => tasks.push(next),
    now: () => (clock += 1),
    runAll: () => {
      let slices = 0;
      while (tasks.length > 0) {
        tasks.shift()?.();
        slices += 1;
      }
      return slices;
    },
  };
}
