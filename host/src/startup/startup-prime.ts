import type { QueryClient } from '@tanstack/react-query';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  earlyResponsesSucceeded,
  featureFlagsQuery,
  locationsQuery,
  sessionQuery,
  subscriptionQuery,
  vsgStatusQuery,
} from 'shared-contracts/api';
import { remoteForPath } from 'shared-contracts/registry';
import { locationIdFromPath } from '../app/route-table';
import { currentRegistry } from '../federation/registry/registry-store';
import { loadRemoteApp } from '../federation/registry/remote-registry';
import { locationStartupCalls, startupRequestsStarted } from './startup-requests';

/**
 * How long the first render waits for the start-up's answers at most. They have usually arrived
 * while the app's code downloaded; on a slow network the loading states show instead of a blank page.
 */
export const PRIME_WAIT_MS = 500;

/** The history entry the page was opened at, and when the start-up's answers went in the cache. */
let primed: { historyKey: string; at: number } | null = null;

/** React Router's key of the history entry being shown ('default' for a fresh one). */
function currentHistoryKey(): string {
  const state: unknown = window.history.state;
  const key: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'key') : null;
  return typeof key === 'string' ? key : 'default';
}

/**
 * The page's first data, as the remote that renders it prefetches it (its `prefetchPage`), once the
 * start-up's answers are in. Apart from the host's own queries: a slow remote never holds them up.
 */
async function prefetchRemotePage(queryClient: QueryClient, pathname: string): Promise<void> {
  const facts = await startupRequestsStarted();
  const remote = remoteForPath(currentRegistry(), pathname);
  if (facts === null || remote === null || !(await earlyResponsesSucceeded())) return;
  const { userId, location } = facts;
  const app = await loadRemoteApp(remote).catch(() => undefined);
  await app?.prefetchPage?.({ queryClient, pathname, userId, location });
}

async function primeQueries(client: QueryClient, pathname: string): Promise<void> {
  const facts = await startupRequestsStarted();
  // A failed answer is left for the app's own query to take, retry and show, as without the prime.
  if (facts === null || !(await earlyResponsesSucceeded())) return;
  // All at once: what each read needs (the user, the location's owner) the start-up already knows.
  const { userId, location } = facts;
  const queries: Promise<unknown>[] = [
    client.prefetchQuery(sessionQuery()),
    client.prefetchQuery(featureFlagsQuery('Neighbor', userId)),
    client.prefetchQuery(locationsQuery(userId)),
  ];
  const locationId = locationIdFromPath(pathname);
  if (locationId !== null) {
    queries.push(client.prefetchQuery(featureFlagsQuery('Location', locationId)));
  }
  if (location !== null) {
    const { ownerId } = location;
    const calls = locationStartupCalls(pathname, location.isOwner);
    if (calls.subscription) {
      queries.push(client.prefetchQuery(subscriptionQuery(ownerId, location.locationId)));
    }
    if (calls.vsgStatus) {
      queries.push(client.prefetchQuery(vsgStatusQuery(ownerId, location.locationId)));
    }
  }
  await Promise.all(queries);
}

/**
 * Puts the start-up's answers (session, flags, locations, the location's subscription and VSG
 * status, the page's first data) in the query cache before the first render, through the same
 * queries the app reads them with. Without it each level (session gate, shell, settings guard, page)
 * rendered a loading state, then itself once its query had taken its answer: four renders and
 * paints where one does. Resolves when they are in, or after `waitMs`; never rejects.
 */
export async function primeStartupQueries(
  client: QueryClient,
  pathname: string,
  waitMs: number = PRIME_WAIT_MS,
): Promise<void> {
  const at = Date.now();
  const historyKey = currentHistoryKey();
  const prime = primeQueries(client, pathname).then(
    () => {
      primed = { historyKey, at };
    },
    () => undefined,
  );
  const page = prefetchRemotePage(client, pathname).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.all([prime, page]), waited]);
  clearTimeout(timer);
}

/**
 * Whether data updated at `dataUpdatedAt` is the start-up's answer, read `at` (default now) on the
 * history entry the page was opened at, young enough then to stand in for a read on entry (the
 * early responses' own lifetime). What reads fresh on mount takes it instead of asking again.
 */
export function isStartupData(
  dataUpdatedAt: number,
  { historyKey = currentHistoryKey(), at = Date.now() }: { historyKey?: string; at?: number } = {},
): boolean {
  return (
    primed !== null &&
    historyKey === primed.historyKey &&
    dataUpdatedAt >= primed.at &&
    at - primed.at <= EARLY_RESPONSE_LIFETIME_MS
  );
}

/** For tests: no start-up answers primed. */
export function resetStartupPrime(): void {
  primed = null;
}
