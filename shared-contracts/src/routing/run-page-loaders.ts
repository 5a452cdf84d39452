import type { RouteParams } from '../registry/route-match';
import type { LoaderContext, LoaderRedirect, RoutePage, RouteTable } from './route-table';
import type { RouteContext } from './route-context';

/** The table's page of a route context (by the route id the registry declared), if any. */
export function routePageOf(table: RouteTable, context: RouteContext): RoutePage | undefined {
  const id = context.page?.id;
  return id === undefined ? undefined : table.pages.find((page) => page.id === id);
}

const sameParams = (a: RouteParams, b: RouteParams): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** The page navigated from, as far as guards care: its guard and parameters. */
export interface GuardedEntry {
  readonly page: RoutePage | undefined;
  readonly params: RouteParams;
}

/**
 * Whether `next` enters its guard: the page before had another guard (or none), or the same guard
 * over other parameters (another location). Every server request is an entry.
 */
export function entersGuard(previous: GuardedEntry | null, next: GuardedEntry): boolean {
  if (next.page?.guard === undefined) return false;
  return (
    previous === null ||
    previous.page?.guard !== next.page.guard ||
    !sameParams(previous.params, next.params)
  );
}

/** What running a page's guard and loader gave. */
export interface PageLoad {
  /** The guard's redirect, or undefined when the page opens. */
  readonly redirect: LoaderRedirect | undefined;
  /**
   * Settles once the loader's queries have (the page's first data is in the cache, or its queries
   * failed there, for the page to show) and the page's lazy code has loaded (or failed to); never
   * rejects.
   */
  readonly data: Promise<void>;
}

/**
 * Runs a page's guard (when `runGuard`) and then, unless the guard redirects, its loader and the
 * load of its lazy code. The guard is awaited (its answer decides what renders); the data is
 * returned as a promise, for the caller to await (the server, the first render) or not (a later
 * navigation renders at once).
 */
export async function runPageLoaders(
  page: RoutePage | undefined,
  context: LoaderContext,
  runGuard: boolean,
): Promise<PageLoad> {
  const redirect = runGuard && page?.guard !== undefined ? await page.guard(context) : undefined;
  if (redirect !== undefined || page === undefined) return { redirect, data: Promise.resolve() };
  const data = Promise.all([page.loader?.(context), page.code?.()]).then(
    () => undefined,
    () => undefined,
  );
  return { redirect: undefined, data };
}

/** The loader context of a route context, with the request's clients. */
export function loaderContextOf(
  route: RouteContext,
  clients: Pick<LoaderContext, 'api' | 'queryClient'>,
): LoaderContext {
  return {
    params: route.params,
    userId: route.userId,
    ownerId: route.ownerId,
    isOwner: route.isOwner,
    flags: route.flags,
    ...clients,
  };
}
