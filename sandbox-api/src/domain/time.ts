// Module-level copy: global lookups are slow inside Jest's vm context, and these run hot.
const { floor } = Math;

export const SECONDS_PER_DAY = 86_400;

/** Unix seconds from unix milliseconds. */
export function toUnixSeconds(ms: number): number {
  return floor(ms / 1000);
}

/** UTC day number (days since the epoch) of a unix-seconds time. */
export function dayIndex(unixSeconds: number): number {
  return floor(unixSeconds / SECONDS_PER_DAY);
}

/** Unix seconds of the start (00:00 UTC) of the day containing `unixSeconds`. */
export function startOfUtcDay(unixSeconds: number): number {
  return dayIndex(unixSeconds) * SECONDS_PER_DAY;
}

/**
 * Accepts unix seconds, or unix milliseconds (values past year 5000 in seconds), and returns seconds,
 * so a client sending `Date.now()`-style values still gets sensible answers.
 */
export function normalizeUnixSeconds(value: number): number {
  return value > 100_000_000_000 ? floor(value / 1000) : value;
}
