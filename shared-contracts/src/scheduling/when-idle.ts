/** Longest wait for an idle moment: a busy page still gets the work done soon. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` when the browser is idle (within {@link IDLE_TIMEOUT_MS}), or after a timeout where
 * there is no `requestIdleCallback` (Safari's web views). Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
