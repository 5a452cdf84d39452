type Listener = (list: { getEntries: () => PerformanceEntry[] }) => void;

const ALL_TYPES = ['largest-contentful-paint', 'layout-shift', 'event', 'first-input'];

type Give = (type: string, ...entries: object[]) => void;

/**
 * Puts a PerformanceObserver in jsdom that knows `types` (the vitals' four by default) and gives
 * its observers the entries a test names. Returns that `give`, and `hold`: entries the browser has
 * but has not delivered yet, which only `takeRecords()` hands over.
 */
export function fakePerformanceObserver(types = ALL_TYPES): Give & { hold: Give } {
  const observers = new Map<string, Listener[]>();
  const held = new Map<string, object[]>();
  class FakePerformanceObserver {
    private type = '';
    constructor(private readonly listener: Listener) {}
    observe({ type }: { type: string }) {
      if (!types.includes(type)) throw new TypeError(`unsupported entry type ${type}`);
      this.type = type;
      observers.set(type, [...(observers.get(type) ?? []), this.listener]);
    }
    takeRecords(): object[] {
      const entries = held.get(this.type) ?? [];
      held.delete(this.type);
      return entries;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {
    value: FakePerformanceObserver,
    configurable: true,
  });
  const give: Give = (type, ...entries) => {
    for (const listener of observers.get(type) ?? []) {
      listener({ getEntries: () => entries as PerformanceEntry[] });
    }
  };
  const hold: Give = (type, ...entries) => held.set(type, [...(held.get(type) ?? []), ...entries]);
  return Object.assign(give, { hold });
}
