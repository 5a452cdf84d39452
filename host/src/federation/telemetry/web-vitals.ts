import type { WebVitalName } from 'shared-contracts/telemetry';

/** The page's web vitals so far: each is absent until the browser has given an entry for it. */
export type WebVitals = Partial<Record<WebVitalName, number>>;

/** The Layout Instability API's entry, which the DOM library does not type. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

// A shift less than a second after the last, in a window under five, adds to the window (CLS).
const SHIFT_GAP_MS = 1_000;
const SHIFT_WINDOW_MS = 5_000;
// The event entries the browser reports; a shorter interaction is the INP only as the first input.
const EVENT_THRESHOLD_MS = 40;
// INP leaves out the longest interaction in every 50 (the 98th percentile).
const INTERACTIONS_PER_OUTLIER = 50;

/**
 * Observes `type`; returns what hands over the entries the browser holds but has not delivered yet
 * (the click just before the page is left), or undefined where the type is unknown.
 */
function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  durationThreshold?: number,
): (() => void) | undefined {
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({
      type,
      buffered: true,
      ...(durationThreshold ? { durationThreshold } : {}),
    });
    return () => onEntries(observer.takeRecords());
  } catch {
    // A browser without this entry type: that vital is not reported.
    return undefined;
  }
}

/**
 * LCP, INP and CLS of this page load from the browser's own performance entries (ADR 0026), by
 * the `web-vitals` library's rules: LCP is the last candidate painted before the first key press,
 * click or hiding of the page; CLS the largest session window of unexpected shifts; INP the longest
 * interaction once one in every 50 is left out. Returns what the vitals are now.
 */
export function observeWebVitals(): () => WebVitals {
  const vitals: WebVitals = {};

  let lcpEnd = document.visibilityState === 'hidden' ? 0 : Infinity;
  const endLcp = (event: Event) => {
    lcpEnd = Math.min(lcpEnd, event.timeStamp);
  };
  for (const type of ['keydown', 'click', 'visibilitychange']) {
    addEventListener(type, endLcp, { once: true, capture: true });
  }
  const takeLcp = observe('largest-contentful-paint', (entries) => {
    for (const entry of entries) if (entry.startTime < lcpEnd) vitals.LCP = entry.startTime;
  });

  let windowValue = 0;
  let windowStart = -Infinity;
  let lastShift = -Infinity;
  const onShifts = (entries: PerformanceEntry[]) => {
    for (const shift of entries as LayoutShift[]) {
      if (shift.hadRecentInput) continue;
      const joins =
        shift.startTime - lastShift < SHIFT_GAP_MS &&
        shift.startTime - windowStart < SHIFT_WINDOW_MS;
      windowValue = joins ? windowValue + shift.value : shift.value;
      if (!joins) windowStart = shift.startTime;
      lastShift = shift.startTime;
      vitals.CLS = Math.max(vitals.CLS ?? 0, windowValue);
    }
  };
  const takeShifts = observe('layout-shift', onShifts);
  if (takeShifts) vitals.CLS ??= 0;

  // The longest duration of each interaction, by its id.
  const interactions = new Map<number, number>();
  const onEvents = (entries: PerformanceEntry[]) => {
    for (const { interactionId, duration } of entries as PerformanceEventTiming[]) {
      if (interactionId) {
        interactions.set(interactionId, Math.max(duration, interactions.get(interactionId) ?? 0));
      }
    }
  };
  const takers = [
    takeLcp,
    takeShifts,
    observe('event', onEvents, EVENT_THRESHOLD_MS),
    observe('first-input', onEvents),
  ];

  // As the library does when the page is hidden: what the browser still holds counts too.
  return () => {
    for (const take of takers) take?.();
    const longest = [...interactions.values()].sort((a, b) => b - a);
    const count = Math.max(performance.interactionCount || 0, longest.length);
    const inp = longest[Math.min(Math.floor(count / INTERACTIONS_PER_OUTLIER), longest.length - 1)];
    return inp === undefined ? { ...vitals } : { ...vitals, INP: inp };
  };
}
