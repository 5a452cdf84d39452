import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TelemetryRecord } from 'shared-contracts/telemetry';

/**
 * A record as kept: with the receiver's clock at its arrival, so that a window of time (a canary's
 * ramp step) does not depend on the clocks of the browsers that sent it.
 */
export type StoredRecord = TelemetryRecord & RecordArrival;

/** What the receiver knows of a record beyond what it says. */
export interface RecordArrival {
  /** Milliseconds since the epoch, the receiver's clock. */
  receivedAt: number;
  /** The browser its view token names: release health counts each browser once. */
  browser?: string;
  /** Why it is not counted (kept apart, for an operator to look at). */
  uncounted?: string;
}

export interface TelemetryStore {
  add(records: readonly TelemetryRecord[], arrival?: Partial<RecordArrival>): void;
  records(): readonly StoredRecord[];
}

export interface TelemetryStoreOptions {
  /** One JSON record per line, appended as records arrive; read back at start. */
  file: string;
  /** The most records kept in memory; the oldest go first. */
  limit?: number;
}

const DEFAULT_LIMIT = 200_000;

/** Records on disk (append-only JSON lines) and in memory for queries. */
export function createTelemetryStore({
  file,
  limit = DEFAULT_LIMIT,
}: TelemetryStoreOptions): TelemetryStore {
  let kept: StoredRecord[] = [];
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        const record = JSON.parse(line) as TelemetryRecord & { receivedAt?: number };
        // A file written before records carried their arrival: the browser's time stands in.
        kept.push({ ...record, receivedAt: record.receivedAt ?? record.time });
      } catch {
        // A line cut short by a crash mid-write: the lines before and after it still count.
      }
    }
  } else {
    mkdirSync(dirname(file), { recursive: true });
  }
  const trim = () => {
    if (kept.length > limit) kept = kept.slice(kept.length - limit);
  };
  trim();
  return {
    add(records, { receivedAt = Date.now(), ...arrival } = {}) {
      if (records.length === 0) return;
      const stored = records.map((record) => ({ ...record, ...arrival, receivedAt }));
      appendFileSync(file, stored.map((record) => `${JSON.stringify(record)}\n`).join(''));
      kept.push(...stored);
      trim();
    },
    records: () => kept,
  };
}
