import { runWithConcurrency } from './run-with-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

test('never has more than the limit in flight, and keeps the items order', async () => {
  let inFlight = 0;
  let peak = 0;
  const items = Array.from({ length: 40 }, (_, index) => index);
  const results = await runWithConcurrency(items, 6, async (item) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await tick();
    inFlight -= 1;
    return item * 2;
  });
  expect(peak).toBe(6);
  expect(results.map((result) => result.status === 'fulfilled' && result.value)).toEqual(
    items.map((item) => item * 2),
  );
});

test('a failed task is reported in its place and the others still run', async () => {
  const progress: number[] = [];
  const results = await runWithConcurrency(
    ['a', 'b', 'c'],
    2,
    async (item) => {
      if (item === 'b') throw new Error('b failed');
      return item;
    },
    { onSettled: (settled) => progress.push(settled) },
  );
  expect(results[0]).toEqual({ status: 'fulfilled', value: 'a' });
  expect(results[1]).toEqual({ status: 'rejected', reason: new Error('b failed') });
  expect(results[2]).toEqual({ status: 'fulfilled', value: 'c' });
  expect(progress).toEqual([1, 2, 3]);
});

test('aborting stops starting new tasks and rejects', async () => {
  const controller = new AbortController();
  const started: number[] = [];
  const run = runWithConcurrency(
    Array.from({ length: 20 }, (_, index) => index),
    2,
    async (item) => {
      started.push(item);
      if (item === 3) controller.abort(new Error('left the page'));
      await tick();
      return item;
    },
    { signal: controller.signal },
  );
  await expect(run).rejects.toThrow('left the page');
  expect(started.length).toBeLessThan(6);
});

test('no items resolve at once', async () => {
  await expect(runWithConcurrency([], 6, async () => 1)).resolves.toEqual([]);
});
