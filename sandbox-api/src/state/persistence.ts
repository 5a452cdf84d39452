// The state file: atomic writes (temp file in the same directory, fsync, rename), one at a time.
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PersistedState } from './model';

export type LoadResult =
  | { kind: 'missing' }
  | { kind: 'loaded'; state: PersistedState }
  | { kind: 'invalid'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Shape check of a parsed state file; returns a reason when it cannot be used. */
export function validatePersistedState(value: unknown): string | null {
  if (!isRecord(value)) return 'not a JSON object';
  if (value.version !== 1) return `unsupported version ${String(value.version)}`;
  if (typeof value.seededAt !== 'number' || !Number.isFinite(value.seededAt)) {
    return 'seededAt is not a number';
  }
  for (const key of ['scale', 'locations', 'devices', 'sessions'] as const) {
    if (!isRecord(value[key])) return `${key} is not an object`;
  }
  if (!Array.isArray(value.stats)) return 'stats is not an array';
  // `users` came later: a state file without it is still valid.
  if (value.users !== undefined) {
    if (!isRecord(value.users)) return 'users is not an object';
    for (const [id, user] of Object.entries(value.users)) {
      if (!isRecord(user) || !isStringArray(user.flags)) return `users.${id}.flags is not a list`;
      if (user.disabledFlags !== undefined && !isStringArray(user.disabledFlags)) {
        return `users.${id}.disabledFlags is not a list`;
      }
    }
  }
  return null;
}

interface PendingWrite {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
  /** The serializer of the latest save() call joining this write. */
  serialize: () => string;
}

export class StateFile {
  private tail: Promise<void> = Promise.resolve();
  private pending: PendingWrite | null = null;
  private sequence = 0;

  constructor(readonly path: string) {}

  async load(): Promise<LoadResult> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if (isRecord(error) && error.code === 'ENOENT') return { kind: 'missing' };
      return { kind: 'invalid', reason: `cannot read: ${String(error)}` };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { kind: 'invalid', reason: `not valid JSON (${String(error)})` };
    }
    const problem = validatePersistedState(parsed);
    if (problem) return { kind: 'invalid', reason: problem };
    return { kind: 'loaded', state: parsed as PersistedState };
  }

  /**
   * Queues a write of `serialize()`. Writes never overlap; calls made while a write is waiting join
   * it, and the snapshot is taken when the write starts, so it includes every change made before
   * the call. Resolves once the data is durably on disk.
   */
  save(serialize: () => string): Promise<void> {
    if (this.pending) {
      this.pending.serialize = serialize;
      return this.pending.promise;
    }
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const pending: PendingWrite = { promise, resolve, reject, serialize };
    this.pending = pending;
    this.tail = this.tail.then(async () => {
      this.pending = null;
      try {
        await this.writeAtomically(pending.serialize());
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    });
    return promise;
  }

  /** Waits for every queued write. */
  async flush(): Promise<void> {
    while (this.pending) await this.pending.promise.catch(() => undefined);
    await this.tail;
  }

  private async writeAtomically(data: string): Promise<void> {
    const directory = dirname(this.path);
    await mkdir(directory, { recursive: true });
    this.sequence += 1;
    const temp = join(directory, `.${basename(this.path)}.${process.pid}.${this.sequence}.tmp`);
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, this.path);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await syncDirectory(directory);
  }
}

async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename itself is still atomic.
  }
}
