import { whenIdle } from 'shared-contracts/platform';
import type { WebVitalName } from 'shared-contracts/telemetry';
import type { onCLS, onINP, onLCP } from 'web-vitals';

/** Told each value of a vital the `web-vitals` library reports. */
export type ReportVital = (name: WebVitalName, value: number) => void;

interface WebVitalsLibrary {
  onCLS: typeof onCLS;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
}

const loadLibrary = (): Promise<WebVitalsLibrary> =>
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals');

/**
 * LCP, INP and CLS of the page, measured by the `web-vitals` library (ADR 0058): loaded once the
 * page is idle, in a chunk of its own, so that its bytes delay no content (it reads the browser's
 * buffered entries, so the paint before it loaded still counts). Each value goes to `report` when
 * the library reports it: when final (the page hidden; LCP at the first input), and again after a
 * page comes back from the back/forward cache. Returns what stops it before it has loaded.
 */
export function startWebVitals(report: ReportVital, load = loadLibrary): () => void {
  let stopped = false;
  const cancel = whenIdle(() => {
    load()
      .then(({ onLCP, onINP, onCLS }) => {
        if (stopped) return;
        for (const on of [onLCP, onINP, onCLS]) on(({ name, value }) => report(name, value));
      })
      .catch(() => {
        // The chunk did not load (offline, a deploy in between): this page reports no vitals.
      });
  });
  return () => {
    stopped = true;
    cancel();
  };
}
