import { useCallback, useSyncExternalStore } from 'react';
import type { ShowAgainMemory } from 'ui';

/**
 * Small, failure-proof wrappers around Web Storage: a browser that blocks storage (private mode,
 * a webview with storage off) must not break a page, it only forgets the choice.
 */
type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Flags raised while storage refused them: kept for the page's life instead. */
const raisedInMemory = new Set<string>();
const memoryKey = (kind: StorageKind, key: string) => `${kind}:${key}`;

export function readFlag(kind: StorageKind, key: string): boolean {
  if (raisedInMemory.has(memoryKey(kind, key))) return true;
  try {
    return storage(kind)?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeFlag(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.setItem(key, 'true');
  } catch {
    // Storage unavailable: the choice is kept for this page only.
    raisedInMemory.add(memoryKey(kind, key));
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * A stored flag as state, and what raises it. The server cannot read the browser's storage: the
 * page renders and hydrates with the flag down, as most readers have it, and the browser's value
 * follows straight after, so a flag raised earlier in the session is no hydration mismatch.
 */
export function useStoredFlag(kind: StorageKind, key: string): [boolean, () => void] {
  const raised = useSyncExternalStore(
    subscribe,
    () => readFlag(kind, key),
    () => false,
  );
  const raise = useCallback(() => writeFlag(kind, key), [kind, key]);
  return [raised, raise];
}

/** Removes every key `matches` accepts. */
export function removeKeys(kind: StorageKind, matches: (key: string) => boolean): void {
  try {
    const store = storage(kind);
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key !== null && matches(key)) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** A confirm's 'don't show again' choice as a local flag (`useConfirmation` of `ui`). */
export function localFlagMemory(key: string): ShowAgainMemory {
  return { isSkipped: () => readFlag('local', key), skip: () => writeFlag('local', key) };
}
