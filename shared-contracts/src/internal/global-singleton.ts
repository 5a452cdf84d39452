/**
 * One instance per page, even when two copies of this package load (e.g. a remote that failed to
 * share it): the instance lives on `globalThis` under a `Symbol.for` key, which every copy sees.
 */
export function globalSingleton<T>(
  key: string,
  create: () => T,
  isValid: (value: unknown) => value is T,
): T {
  const symbol = Symbol.for(key);
  const existing: unknown = Reflect.get(globalThis, symbol);
  if (isValid(existing)) return existing;
  const created = create();
  Reflect.set(globalThis, symbol, created);
  return created;
}

/** Drops a page singleton (tests only). */
export function dropGlobalSingleton(key: string): void {
  Reflect.deleteProperty(globalThis, Symbol.for(key));
}

export function hasFunctions(value: unknown, names: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return names.every((name) => typeof Reflect.get(value, name) === 'function');
}
