/** At most `limit` requests per key in each window of `windowMs`; keys of past windows are dropped. */
export interface RateLimit {
  /** Whether one more request of `key` is allowed now (and counts it). */
  allow(key: string, now?: number): boolean;
}

export function createRateLimit({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): RateLimit {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    allow(key, now = Date.now()) {
      const current = Math.floor(now / windowMs);
      // A fixed window: what the last one counted is forgotten at once, so memory stays bounded
      // by the keys of one window.
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limit;
    },
  };
}
