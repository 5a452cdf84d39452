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

export function readFlag(kind: StorageKind, key: string): boolean {
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
    // Storage unavailable: the choice is kept for this render only.
  }
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
