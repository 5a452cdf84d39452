import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TelemetryRecord } from 'shared-contracts/telemetry';

export interface TelemetryStore {
  add(records: readonly TelemetryRecord[]): void;
  records(): readonly TelemetryRecord[];
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
  let kept: TelemetryRecord[] = [];
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        kept.push(JSON.parse(line) as TelemetryRecord);
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
    add(records) {
      if (records.length === 0) return;
      appendFileSync(file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
      kept.push(...records);
      trim();
    },
    records: () => kept,
  };
}
