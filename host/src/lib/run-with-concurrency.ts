export interface RunWithConcurrencyOptions {
  /** Stops starting new tasks once aborted; the call then rejects with the abort reason. */
  signal?: AbortSignal;
  /** Called after each task settles, with how many have settled so far. */
  onSettled?: (settled: number) => void;
}

/**
 * Runs `task` for every item with at most `limit` in flight at once, and resolves with every
 * outcome in the items' order (a failed task does not stop the others).
 */
export async function runWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  options: RunWithConcurrencyOptions = {},
): Promise<PromiseSettledResult<R>[]> {
  const { signal, onSettled } = options;
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  let settled = 0;

  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item === undefined) continue;
      try {
        results[index] = { status: 'fulfilled', value: await task(item, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
      settled += 1;
      onSettled?.(settled);
    }
  };

  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (signal?.aborted) throw signal.reason;
  return results;
}
