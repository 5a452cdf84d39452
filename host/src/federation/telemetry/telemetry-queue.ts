import { toOtlpLogs, type TelemetryRecord } from 'shared-contracts/telemetry';

/** Records not yet sent, kept across page loads while the browser is offline. */
export const UNSENT_TELEMETRY_KEY = 'vsg-telemetry-unsent';

export interface TelemetryQueueOptions {
  /** The scope version the records carry (the host's contracts version). */
  version: string;
  /** Where beacons go: the environment's `telemetryEndpoint` (config/README.md). */
  endpoint: string;
  /** The page's view token as it is when a beacon goes (view-token.ts). */
  viewToken?: () => string | undefined;
  send?: (body: string) => boolean;
  isOnline?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** How long the first record of a batch waits for others, in ms. */
  delayMs?: number;
  /** The most records in one beacon; the most kept while offline. */
  maxBatch?: number;
  maxKept?: number;
}

export interface TelemetryQueue {
  add(record: TelemetryRecord): void;
  /** Sends what waits now (the page is being hidden, or the browser came back online). */
  flush(): void;
}

/**
 * Batches telemetry records into OTLP beacons: never on the page's critical path (a timer or the
 * page being hidden sends them), and kept in storage, up to a bound, while the browser is offline or
 * refuses the beacon, to go with the next batch.
 */
export function createTelemetryQueue({
  version,
  endpoint,
  viewToken = () => undefined,
  send = (body) => navigator.sendBeacon(endpoint, body),
  isOnline = () => navigator.onLine,
  storage = globalThis.localStorage,
  delayMs = 5000,
  maxBatch = 50,
  maxKept = 200,
}: TelemetryQueueOptions): TelemetryQueue {
  let waiting: TelemetryRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const kept: unknown = JSON.parse(storage.getItem(UNSENT_TELEMETRY_KEY) ?? '[]');
    if (Array.isArray(kept)) waiting = kept as TelemetryRecord[];
  } catch {
    // Not JSON, or storage blocked: nothing was kept.
  }
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (
      waiting[0] &&
      isOnline() &&
      send(JSON.stringify(toOtlpLogs(waiting.slice(0, maxBatch), version, viewToken())))
    ) {
      waiting = waiting.slice(maxBatch);
    }
    try {
      if (waiting[0]) storage.setItem(UNSENT_TELEMETRY_KEY, JSON.stringify(waiting));
      else storage.removeItem(UNSENT_TELEMETRY_KEY);
    } catch {
      // Storage full or blocked: the records stay in memory for this page only.
    }
  };
  return {
    add(record) {
      waiting = [...waiting, record].slice(-maxKept);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
