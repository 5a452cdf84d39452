import { isApiError } from './api-error';

/** Every reported failure starts with this, so it can be found (and later counted) in any log. */
export const ERROR_REPORT_PREFIX = '[vsg-error]';

const listeners = new Set<(message: string) => void>();

/** Hears every reported message (the host's field telemetry); returns how to stop hearing. */
export function onErrorReported(listener: (message: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reports a failure where it happens, with its message from the spec's error catalogue (section
 * 8). The one place a report leaves the product: the console, and whoever listens (the host's
 * field telemetry).
 */
export function reportError(message: string, cause?: unknown): void {
  for (const listener of listeners) listener(message);
  const line = `${ERROR_REPORT_PREFIX} ${message}`;
  // A warning, not an error: a reported failure is handled (a toast, a fallback, a retry).
  if (cause === undefined) console.warn(line);
  // A failed call says how it failed; its request and response objects would bury the line.
  else if (isApiError(cause)) console.warn(`${line} (${cause.kind} ${String(cause.status)})`);
  else console.warn(line, cause);
}
