import { TELEMETRY_PATH, toOtlpLogs, type TelemetryRecord } from 'shared-contracts/telemetry';

/** Records not yet sent, kept across page loads while the browser is offline. */
export const UNSENT_TELEMETRY_KEY = 'vsg-telemetry-unsent';

export interface TelemetryQueueOptions {
  /** The scope version the records carry (the host's contracts version). */
  version: string;
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

const beacon = (body: string) => navigator.sendBeacon(TELEMETRY_PATH, body);

function readKept(storage: TelemetryQueueOptions['storage']): TelemetryRecord[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(UNSENT_TELEMETRY_KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as TelemetryRecord[]) : [];
  } catch {
    return [];
  }
}

/**
 * Batches telemetry records into OTLP beacons: never on the page's critical path (a timer or the
 * page being hidden sends them), and kept in storage, up to a bound, while the browser is offline or
 * refuses the beacon, to go with the next batch.
 */
export function createTelemetryQueue({
  version,
  send = beacon,
  isOnline = () => navigator.onLine,
  storage = globalThis.localStorage,
  delayMs = 5000,
  maxBatch = 50,
  maxKept = 200,
}: TelemetryQueueOptions): TelemetryQueue {
  let waiting: TelemetryRecord[] = readKept(storage);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const keep = () => {
    try {
      if (waiting.length === 0) storage?.removeItem(UNSENT_TELEMETRY_KEY);
      else storage?.setItem(UNSENT_TELEMETRY_KEY, JSON.stringify(waiting.slice(-maxKept)));
    } catch {
      // Storage full or blocked: the records stay in memory for this page only.
    }
  };

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0 && isOnline()) {
      const batch = waiting.slice(0, maxBatch);
      if (!send(JSON.stringify(toOtlpLogs(batch, version)))) break;
      waiting = waiting.slice(batch.length);
    }
    keep();
  };

  return {
    add(record) {
      waiting.push(record);
      if (waiting.length > maxKept) waiting = waiting.slice(-maxKept);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
