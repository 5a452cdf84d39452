// The first navigation's data, on the server: the session, the route context and the page's guard
// and loader, run in Node against the API with the browser's cookies, through the same queries and
// the same runner as the browser's start-up, so that their cache is the one the browser hydrates.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  createApiClient,
  createQueryClient,
  featureFlagsQuery,
  isApiErrorStatus,
  locationsQuery,
  sessionQuery,
  subscriptionQuery,
} from 'shared-contracts/api';
import type { Session } from 'shared-contracts/entities';
import { HOST_PATHS, type RemoteAppModule, type RemotesRegistry } from 'shared-contracts/registry';
import { isFlagOn, resolveEnvironment, resolveFlags } from 'shared-contracts/rules';
import {
  createPageLoads,
  matchRoute,
  navigationKey,
  ownershipOf,
  pageFlagOf,
  pagePath,
  routeContextOf,
  type PageLoads,
  type RouteContext,
  type RouteUrl,
} from 'shared-contracts/routing';
import { signInUrl } from '../../src/features/session/unauthorized-redirects';
import { hostPageLocation } from '../../src/routing/host-page-location';
import type { AreaOutcome } from '../../src/startup/server-render-data';
import { loadSelector } from './selector-load';

/** What of the browser's request the page load uses. */
export interface ServerRequest {
  url: RouteUrl;
  /** The page's origin as the browser sees it (the environment and the sign-in's return path). */
  origin: string;
  /** The browser's `Cookie` header: the session's, and the flag overrides where they apply. */
  cookie: string;
}

export interface ServerPageLoadOptions {
  /** The composition this browser gets (its canary group and overrides applied). */
  registry: RemotesRegistry;
  /** Where the API is (platform.md section 2's `API_ORIGIN`). */
  apiOrigin: string;
  /** The remote's exposed module, from its server build; rejects where it has none. */
  moduleOf: (remote: string) => Promise<RemoteAppModule>;
  /** How long the remote's module and its page's guard and loader may take, by remote. */
  budgetMs: (remote: string) => number;
  fetch?: typeof fetch;
}

/** Why a remote's area is left to the browser: the server could not render it in time. */
export type AreaFallback = Exclude<AreaOutcome, 'rendered'>;

/** What the server does with the request. */
export type ServerPageLoad =
  /** A 302: sign-in (the session answered 400 or 401), a guard's redirect, a page that is off. */
  | { kind: 'redirect'; location: string }
  /** The page is rendered with what the cache holds; a remote's area by the browser on `fallback`. */
  | {
      kind: 'render';
      session: Session | null;
      route: RouteContext | null;
      /** The remote's module where the server renders its area. */
      module: RemoteAppModule | null;
      fallback: AreaFallback | null;
      queryClient: QueryClient;
      /** The page loads that ran the guard and loader: the render reads their outcome. */
      pageLoads: PageLoads;
      dehydrated: () => DehydratedState;
    };

const TIMEOUT = Symbol('timeout');

/** `work`, or TIMEOUT once `ms` have passed. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once no query of the cache is fetching. */
function fetchesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/** The session, or what to answer instead of a page. */
async function readSession(
  queryClient: QueryClient,
  request: ServerRequest,
): Promise<{ session: Session | null } | { redirect: string }> {
  try {
    return { session: await queryClient.fetchQuery(sessionQuery()) };
  } catch (error) {
    // platform.md section 3: 400 or 401 on the session call goes to sign-in with a return path.
    if (isApiErrorStatus(error, 400) || isApiErrorStatus(error, 401)) {
      const returnTo = `${request.origin}${request.url.pathname}${request.url.search}`;
      return { redirect: signInUrl(resolveEnvironment(request.origin), returnTo) };
    }
    // Any other failure is the browser's to show ('User not authorized...') and retry.
    return { session: null };
  }
}

/**
 * Runs what the browser's start-up runs before its first render, on the server: the session, the
 * user's locations and flags, the route context, and the page's guard and loader from the remote's
 * server build, each remote within its time budget. Never throws for the remote's sake: a remote
 * that cannot be loaded, fails or is late is left to the browser.
 */
export async function loadServerPage(
  request: ServerRequest,
  options: ServerPageLoadOptions,
): Promise<ServerPageLoad> {
  let unauthorized = false;
  const load = await loadPage(request, options, () => {
    unauthorized = true;
  });
  // platform.md section 3: 401 on a call other than the session goes to the root, as in the
  // browser, whatever the page made of the failed call (the selector's routing, say).
  return unauthorized ? { kind: 'redirect', location: HOST_PATHS.root } : load;
}

async function loadPage(
  request: ServerRequest,
  options: ServerPageLoadOptions,
  onUnauthorized: () => void,
): Promise<ServerPageLoad> {
  const api = createApiClient({
    baseUrl: options.apiOrigin,
    headers: { cookie: request.cookie },
    // A failure here is answered (a redirect, or the browser's own read and its report).
    reportErrors: false,
    onUnauthorized,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const queryClient = createQueryClient({ api });
  let loadedModule: RemoteAppModule | null = null;
  const pageLoads = createPageLoads({
    moduleOf: () => loadedModule ?? Promise.reject(new Error('rendered in the browser')),
    pathOf: (page) => pagePath(options.registry, page) ?? HOST_PATHS.notFound,
  });
  const render = (
    rest: Pick<
      Extract<ServerPageLoad, { kind: 'render' }>,
      'session' | 'route' | 'module' | 'fallback'
    >,
  ): ServerPageLoad => ({
    kind: 'render',
    ...rest,
    queryClient,
    pageLoads,
    dehydrated: () => dehydrate(queryClient),
  });

  const read = await readSession(queryClient, request);
  if ('redirect' in read) return { kind: 'redirect', location: read.redirect };
  const { session } = read;
  const match = matchRoute(options.registry, request.url, hostPageLocation);
  const selector = request.url.pathname === HOST_PATHS.locations;
  if (session === null || (match.remote === null && !selector)) {
    return render({ session, route: null, module: null, fallback: null });
  }

  const { userId } = session;
  const [userFlags, locations, locationFlags] = await Promise.all([
    queryClient.fetchQuery(featureFlagsQuery('Neighbor', userId)).catch(() => ({})),
    queryClient.fetchQuery(locationsQuery(userId)).catch(() => []),
    match.locationId === null
      ? Promise.resolve({})
      : queryClient.fetchQuery(featureFlagsQuery('Location', match.locationId)).catch(() => ({})),
  ]);
  const flags = resolveFlags({
    user: userFlags,
    location: locationFlags,
    environment: resolveEnvironment(request.origin),
    cookie: request.cookie,
  });
  if (match.remote === null) {
    const to = await loadSelector(
      queryClient,
      locations,
      flags,
      options.registry,
      Date.now() + options.budgetMs('host'),
    );
    if (to !== null) return { kind: 'redirect', location: to };
    return render({ session, route: null, module: null, fallback: null });
  }
  const flag = pageFlagOf(match);
  if (flag !== null && !isFlagOn(flags, flag)) {
    return { kind: 'redirect', location: HOST_PATHS.notFound };
  }
  const route = routeContextOf(match, { userId, locations, flags });
  const owned = ownershipOf(locations, match.locationId);
  if (owned?.isOwner === true) {
    await queryClient
      .prefetchQuery(subscriptionQuery(owned.ownerId, owned.locationId))
      .catch(() => undefined);
  }

  // One budget for the module, the guard and the loader together.
  const deadline = Date.now() + options.budgetMs(match.remote);
  const left = () => Math.max(0, deadline - Date.now());
  const loaded = await within(
    options.moduleOf(match.remote).then(
      (module) => ({ module }),
      () => ({ module: null }),
    ),
    left(),
  );
  if (loaded === TIMEOUT) return render({ session, route, module: null, fallback: 'timeout' });
  if (loaded.module === null) {
    return render({ session, route, module: null, fallback: 'no-server-build' });
  }
  const { module } = loaded;
  loadedModule = module;
  const run = pageLoads.start(navigationKey('default', route), route, queryClient);
  const outcome = await within(run.outcome, left());
  if (outcome === TIMEOUT) return render({ session, route, module: null, fallback: 'timeout' });
  if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.to };
  // Leaving the control center (platform.exit) is the browser's: it knows the app it is in.
  if (outcome.kind !== 'render')
    return render({ session, route, module: null, fallback: 'failed' });
  // A loader still under way when the budget ends leaves the area to the browser: rendered here
  // with some of its data, it would not be what the browser hydrates once the rest has arrived.
  // What the loader started and left the page to show as it arrives (a long list) is awaited too:
  // the server's page has it, or is not sent.
  const data = await within(
    run.data.then(() => fetchesSettled(queryClient)),
    left(),
  );
  if (data === TIMEOUT) return render({ session, route, module: null, fallback: 'timeout' });
  return render({ session, route, module, fallback: null });
}
