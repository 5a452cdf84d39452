/** How long a remote may take to load before its area shows the error boundary and its retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** How long start-up waits for the remotes manifest before going on without remotes. */
export const REMOTES_MANIFEST_TIMEOUT_MS = 5_000;

export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Settles like `work`, or rejects with a TimeoutError once `timeoutMs` has passed, whichever comes
 * first. The timer starts at the call, so a load that never starts answering still ends.
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
