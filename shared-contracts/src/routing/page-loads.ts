import type { QueryClient } from '@tanstack/react-query';
import { apiClientOf } from '../query/api-client-binding';
import type { RemoteAppModule } from '../registry/remote-app-module';
import type { PageRef } from './page-ref';
import type { RouteContext } from './route-context';
import {
  entersGuard,
  loaderContextOf,
  routePageOf,
  runPageLoaders,
  type GuardedEntry,
} from './run-page-loaders';

/** What a remote's page does once its guard has run. */
export type PageOutcome =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** Out of the control center (platform.exit). */
  | { kind: 'exit' }
  /** The guard itself failed: the page's boundary shows instead of an unguarded page. */
  | { kind: 'failed' }
  /** The remote's module could not be loaded: its area's boundary shows, with Retry. */
  | { kind: 'unavailable'; error: unknown };

export interface PageLoadRun {
  outcome: Promise<PageOutcome>;
  /** The outcome once it is known, so that a render after it needs no loading state. */
  settled?: PageOutcome;
  /** Settles once the page's loader has put its first data in the cache (or failed to). */
  data: Promise<void>;
}

export interface PageLoadsOptions {
  /** The remote's module: at once where it is loaded, else its load (which rejects on failure). */
  moduleOf: (remote: string) => RemoteAppModule | Promise<RemoteAppModule>;
  /** The path of a page named by its remote and route id (a guard's redirect). */
  pathOf: (page: PageRef) => string;
}

/** The page loads of one page of the browser: the host's, or a remote's alone on its dev server. */
export interface PageLoads {
  /**
   * Runs the guard and loader of the remote page a navigation opens, once per navigation (`key`):
   * the first is started before the first render, each later one by the route that renders it.
   * `guardDecided`: the page's guard has already let this navigation in where its HTML was
   * rendered (the host's server): the page is entered without running it again, so that it
   * hydrates on the data the server rendered with (a guard may read fresh what changed since).
   */
  start(
    key: string,
    route: RouteContext,
    queryClient: QueryClient,
    options?: { guardDecided?: boolean },
  ): PageLoadRun;
  /** A host page was shown: the next remote page is entered afresh, its guard included. */
  forgetEntry(): void;
  /** For tests: no run, no page entered. */
  reset(): void;
}

const RENDER: PageOutcome = { kind: 'render' };
const MAX_RUNS = 50;

/** A navigation's key: the router's key of the history entry, and the address. */
export const navigationKey = (historyKey: string, route: RouteContext): string =>
  `${historyKey} ${route.pathname}${route.search}`;

/**
 * The page loads of a page: each navigation's run is kept (the last few), and the page entered
 * last, as guards see it. A navigation that enters no guard renders at once, its data arriving as
 * its loader gets it; one that does waits for its guard's decision.
 */
export function createPageLoads({ moduleOf, pathOf }: PageLoadsOptions): PageLoads {
  const runs = new Map<string, PageLoadRun>();
  let lastEntry: GuardedEntry | null = null;

  const runLoaded = (
    module: RemoteAppModule,
    route: RouteContext,
    queryClient: QueryClient,
    record: PageLoadRun,
    guardDecided: boolean,
  ): Promise<PageOutcome> | PageOutcome => {
    const page = routePageOf(module.routeTable, route);
    const entry = { page, params: route.params };
    const runGuard = !guardDecided && entersGuard(lastEntry, entry);
    lastEntry = entry;
    const context = loaderContextOf(route, { api: apiClientOf(queryClient), queryClient });
    const load = runPageLoaders(page, context, runGuard);
    // A failed guard is the outcome's to tell; the data then simply never comes.
    record.data = load.then(
      (done) => done.data,
      () => undefined,
    );
    if (!runGuard) return RENDER;
    return load.then((done): PageOutcome => {
      if (done.redirect === undefined) return RENDER;
      if (done.redirect.kind === 'exit') return { kind: 'exit' };
      return {
        kind: 'redirect',
        to: typeof done.redirect.to === 'string' ? done.redirect.to : pathOf(done.redirect.to),
      };
    });
  };

  const begin = (
    route: RouteContext,
    queryClient: QueryClient,
    record: PageLoadRun,
    guardDecided: boolean,
  ) => {
    const { remote } = route;
    if (remote === null) return RENDER;
    const module = moduleOf(remote);
    if (!(module instanceof Promise)) {
      return runLoaded(module, route, queryClient, record, guardDecided);
    }
    // A remote that cannot load shows its boundary where it renders, with Retry.
    return module.then(
      (loaded) => runLoaded(loaded, route, queryClient, record, guardDecided),
      (error: unknown): PageOutcome => ({ kind: 'unavailable', error }),
    );
  };

  return {
    start(key, route, queryClient, { guardDecided = false } = {}) {
      const existing = runs.get(key);
      if (existing !== undefined) return existing;
      const record: PageLoadRun = { outcome: Promise.resolve(RENDER), data: Promise.resolve() };
      let started: Promise<PageOutcome> | PageOutcome;
      try {
        started = begin(route, queryClient, record, guardDecided);
      } catch (error) {
        started = Promise.reject(error);
      }
      if (!(started instanceof Promise)) record.settled = started;
      record.outcome = Promise.resolve(started).then(
        (outcome) => {
          record.settled = outcome;
          return outcome;
        },
        (error: unknown) => {
          console.warn(`[page ${route.pathname}] its guard failed`, error);
          record.settled = { kind: 'failed' };
          return record.settled;
        },
      );
      runs.set(key, record);
      // A long session keeps only its recent navigations: an older one's loader runs again.
      if (runs.size > MAX_RUNS) runs.delete(runs.keys().next().value ?? key);
      return record;
    },
    forgetEntry() {
      lastEntry = null;
    },
    reset() {
      runs.clear();
      lastEntry = null;
    },
  };
}
