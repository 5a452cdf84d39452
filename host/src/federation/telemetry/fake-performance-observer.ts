type Listener = (list: { getEntries: () => PerformanceEntry[] }) => void;

const ALL_TYPES = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input'];

/**
 * Puts a PerformanceObserver in jsdom that knows `types` (the vitals' four by default) and gives
 * its observers the entries a test names. Returns that `give`.
 */
export function fakePerformanceObserver(
  types = ALL_TYPES,
): (type: string, ...entries: object[]) => void {
  const observers = new Map<string, Listener[]>();
  class FakePerformanceObserver {
    constructor(private readonly listener: Listener) {}
    observe({ type }: { type: string }) {
      if (!types.includes(type)) throw new TypeError(`unsupported entry type ${type}`);
      observers.set(type, [...(observers.get(type) ?? []), this.listener]);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: FakePerformanceObserver,
    configurable: true,
  });
  return (type, ...entries) => {
    for (const listener of observers.get(type) ?? []) {
      listener({ getEntries: () => entries as PerformanceEntry[] });
    }
  };
}
