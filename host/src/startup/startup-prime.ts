import type { QueryClient } from '@tanstack/react-query';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  earlyResponsesSucceeded,
  featureFlagsQuery,
  locationsQuery,
  sessionQuery,
  subscriptionQuery,
} from 'shared-contracts/api';
import { resolveEnvironment, resolveFlags } from 'shared-contracts/rules';
import {
  matchRoute,
  navigationKey,
  routeContextOf,
  type LocationOwnership,
  type RouteMatch,
  type RouteUrl,
} from 'shared-contracts/routing';
import { currentRegistry } from '../federation/registry/current-registry';
import { hostPageLocation } from '../routing/host-page-location';
import { pageLoads } from '../routing/page-loads';
import { startupRequestsStarted, type StartupFacts } from './startup-requests';

/**
 * How long the first render waits for the start-up's answers at most. They have usually arrived
 * while the app's code downloaded; on a slow network the loading states show instead of a blank page.
 */
export const PRIME_WAIT_MS = 500;

/** The history entry the page was opened at, and when the start-up's answers went in the cache. */
let primed: { historyKey: string; at: number } | null = null;

/** React Router's key of the history entry being shown ('default' for a fresh one). */
export function currentHistoryKey(): string {
  const state: unknown = window.history.state;
  const key: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'key') : null;
  return typeof key === 'string' ? key : 'default';
}

/** The flags of a match's page from the answers in the cache, as the app merges them. */
function flagsOf(client: QueryClient, userId: number, match: RouteMatch) {
  const cached = (domain: 'Neighbor' | 'Location', principal: string | number) =>
    client.getQueryData(featureFlagsQuery(domain, principal).queryKey) ?? {};
  return resolveFlags({
    user: cached('Neighbor', userId),
    location: match.locationId === null ? {} : cached('Location', match.locationId),
    environment: resolveEnvironment(window.location.origin),
    cookie: document.cookie,
  });
}

/** The start-up's own answers in the cache, through the queries the app reads them with. */
async function primeQueries(
  client: QueryClient,
  facts: StartupFacts,
  match: RouteMatch,
): Promise<void> {
  // All at once: what each read needs (the user, the location's owner) the start-up already knows.
  const { userId, location } = facts;
  const queries: Promise<unknown>[] = [
    client.prefetchQuery(sessionQuery()),
    client.prefetchQuery(featureFlagsQuery('Neighbor', userId)),
    client.prefetchQuery(locationsQuery(userId)),
  ];
  if (match.locationId !== null) {
    queries.push(client.prefetchQuery(featureFlagsQuery('Location', match.locationId)));
  }
  if (location !== null) {
    // The location in context: only an owner reads its subscription.
    if (location.isOwner) {
      queries.push(client.prefetchQuery(subscriptionQuery(location.ownerId, location.locationId)));
    }
  }
  await Promise.all(queries);
}

/**
 * The first navigation's page load, from the start-up's answers: the route context of the address
 * the page was opened at, then its page's guard and loader (its remote's route table). The remote
 * route reads the same run, one per navigation. A slow remote never holds up the host's queries.
 */
async function loadFirstPage(
  client: QueryClient,
  facts: { userId: number; locations: readonly LocationOwnership[] },
  match: RouteMatch,
  historyKey: string,
  guardDecided = false,
): Promise<void> {
  if (match.remote === null) return;
  const route = routeContextOf(match, {
    userId: facts.userId,
    locations: facts.locations,
    flags: flagsOf(client, facts.userId, match),
  });
  const run = pageLoads.start(navigationKey(historyKey, route), route, client, { guardDecided });
  await run.outcome;
  await run.data;
}

/**
 * Puts the start-up's answers in the query cache before the first render, and runs the first
 * page's guard and loader on them, so that the session gate, shell, guard and page render once,
 * with their data, instead of a loading state at each level. Resolves when that is done, or after
 * `waitMs`; never rejects. Nothing when a start-up answer failed: the app asks for itself then.
 */
export async function primeStartupQueries(
  client: QueryClient,
  url: RouteUrl,
  waitMs: number = PRIME_WAIT_MS,
): Promise<void> {
  const at = Date.now();
  const historyKey = currentHistoryKey();
  const work = (async () => {
    const facts = await startupRequestsStarted();
    if (facts === null || !(await earlyResponsesSucceeded())) return;
    // The address resolved as the start-up resolved it, with the registry it read.
    const match = matchRoute(currentRegistry(), url, hostPageLocation);
    await primeQueries(client, facts, match);
    primed = { historyKey, at };
    const locations = facts.location === null ? [] : [facts.location];
    await loadFirstPage(client, { userId: facts.userId, locations }, match, historyKey);
  })().catch(() => undefined);
  await settledOrLate(work, waitMs);
}

/** Resolves once `work` has settled, or after `waitMs`; never rejects. */
export async function settledOrLate(work: Promise<unknown>, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([work.catch(() => undefined), waited]);
  clearTimeout(timer);
}

/**
 * A server-rendered page's first page load: its loader runs on the cache the server's HTML
 * carried, and its guard too unless the server rendered the page's area (`areaRendered`), which it
 * did only once that guard had let it in: a guard reads fresh, and what changed since the server
 * read it would make the first render another than the server's. Nothing else goes in the cache
 * before it hydrates. Resolves when that is done, or after `waitMs`; never rejects.
 */
export async function loadServerRenderedPage(
  client: QueryClient,
  url: RouteUrl,
  waitMs: number,
  areaRendered = false,
): Promise<void> {
  const session = client.getQueryData(sessionQuery().queryKey);
  if (!session) return;
  // The server's reads stand in for the start-up's: what reads fresh on mount takes them.
  const historyKey = currentHistoryKey();
  primed = { historyKey, at: client.getQueryState(sessionQuery().queryKey)?.dataUpdatedAt ?? 0 };
  const { userId } = session;
  const locations = client.getQueryData(locationsQuery(userId).queryKey) ?? [];
  const match = matchRoute(currentRegistry(), url, hostPageLocation);
  const work = loadFirstPage(client, { userId, locations }, match, historyKey, areaRendered).catch(
    () => undefined,
  );
  await settledOrLate(work, waitMs);
}

/**
 * Whether data updated at `dataUpdatedAt` is the start-up's answer (or the server's, which the page
 * hydrated with), read `at` (default now) on the
 * history entry the page was opened at, young enough then to stand in for a read on entry (the
 * early responses' own lifetime). What reads fresh on mount takes it instead of asking again.
 */
export function isStartupData(
  dataUpdatedAt: number,
  { historyKey, at = Date.now() }: { historyKey?: string; at?: number } = {},
): boolean {
  // Nothing primed: no history to read.
  if (primed === null) return false;
  return (
    (historyKey ?? currentHistoryKey()) === primed.historyKey &&
    dataUpdatedAt >= primed.at &&
    at - primed.at <= EARLY_RESPONSE_LIFETIME_MS
  );
}

/** For tests: no start-up answers primed. */
export function resetStartupPrime(): void {
  primed = null;
}
