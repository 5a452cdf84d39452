// The lock that makes a registry update (read, change, write, render nginx) one step: two teams
// releasing at the same moment each see the other's release, so neither is lost (ADR 0018). A
// lock file created exclusively (O_EXCL) beside the registry, waited for with backoff and jitter;
// a lock whose process died (same machine) or that is older than any update takes is broken. Synchronous, as the commands are: the waiting blocks only this deploy process.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface LockOptions {
  /** How long to wait for another deploy's update before refusing; default 60 s. */
  timeoutMs?: number;
  /** A lock older than this is left from a deploy that cannot still be updating; default 60 s. */
  staleAfterMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STALE_AFTER_MS = 60_000;
// Waits grow from 5 ms to 200 ms; the jitter keeps twenty waiters from retrying in step.
const FIRST_WAIT_MS = 5;
const LONGEST_WAIT_MS = 200;

interface Holder {
  pid: number;
  host: string;
  token: string;
  since: string;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;

function readHolder(file: string): Holder | null {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const [pid, host, token, since] = ['pid', 'host', 'token', 'since'].map((key) =>
      Reflect.get(value, key),
    );
    return typeof pid === 'number' &&
      typeof host === 'string' &&
      typeof token === 'string' &&
      typeof since === 'string'
      ? { pid, host, token, since }
      : null;
  } catch {
    // Absent, or being written by its creator this very moment.
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return codeOf(error) === 'EPERM';
  }
}

function ageOf(file: string): number | null {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function isStale(file: string, holder: Holder | null, staleAfterMs: number): boolean {
  const age = ageOf(file);
  if (age === null) return false;
  if (age > staleAfterMs) return true;
  return holder !== null && holder.host === hostname() && !isAlive(holder.pid);
}

/**
 * Removes a stale lock, unless another waiter broke it first and took the lock since: the lock is
 * moved aside (one rename wins), and put back when what was moved is not the stale one.
 */
function breakStale(file: string, stale: Holder | null): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== null && moved.token !== stale?.token) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

/** Whether this process still holds the lock `token` names (nobody broke it as stale). */
export type LockCheck = () => boolean;

/**
 * Runs `action` holding `<file>.lock`, waiting for another holder to finish. Refuses, naming the
 * holder and what to do, when the lock is not free within the timeout.
 */
export function withFileLock<T>(
  file: string,
  action: (stillHeld: LockCheck) => T,
  options: LockOptions = {},
): T {
  const lock = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      // `wx`: created only when absent, atomically; the content follows in the same call.
      writeFileSync(lock, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
    const holder = readHolder(lock);
    if (isStale(lock, holder, staleAfterMs)) {
      breakStale(lock, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder
        ? `process ${holder.pid} on ${holder.host} since ${holder.since}`
        : 'another deploy';
      throw new Error(
        `${file} is being updated by ${who} (${lock}): wait for that deploy to finish and run the command again, or remove ${lock} if no deploy is running`,
      );
    }
    const wait = Math.min(FIRST_WAIT_MS * 2 ** attempt, LONGEST_WAIT_MS);
    sleep(wait * (0.5 + Math.random()));
  }
  const stillHeld: LockCheck = () => readHolder(lock)?.token === mine.token;
  try {
    return action(stillHeld);
  } finally {
    // Only our own lock: one broken as stale and taken by another deploy is theirs now.
    if (stillHeld()) unlinkSync(lock);
  }
}
