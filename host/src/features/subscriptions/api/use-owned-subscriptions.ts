import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Location, Subscription } from 'shared-contracts/entities';
import { subscriptionQuery } from 'shared-contracts/api';
import { readSubscriptions } from './read-subscriptions';

/**
 * Subscription requests in flight at once. A small-business owner can have 2,000 locations: firing
 * one request each at once would flood the API and the browser's connection pool, so they go six
 * at a time (the per-origin connection limit of HTTP/1.1 browsers) with a visible progress count.
 */
export const SUBSCRIPTION_CONCURRENCY = 6;

/** Progress is published every this many answers (and at the end), not on each of 2,000. */
const PROGRESS_STEP = 20;

export interface OwnedSubscriptions {
  /** By location id: the subscription, or null for none (404). Owned locations only. */
  byLocationId: ReadonlyMap<string, Subscription | null>;
  /** Owned locations whose subscription has been answered, failed or not. */
  settled: number;
  /** Owned locations: the only ones whose subscription is fetched (spec section 6). */
  total: number;
  isLoading: boolean;
  /** Locations whose subscription could not be read. */
  failedIds: readonly string[];
  /** Reads the failed ones again (the others come from the cache). */
  retry: () => void;
}

interface RunState {
  /** The owned locations this state is for. */
  owned: readonly Location[];
  byLocationId: Map<string, Subscription | null>;
  settled: number;
  done: boolean;
  failedIds: string[];
}

/** The owned locations' subscriptions the cache already holds (a server render's, a visit's). */
function cachedRun(queryClient: QueryClient, owned: readonly Location[]): RunState {
  const byLocationId = new Map<string, Subscription | null>();
  for (const location of owned) {
    const { queryKey } = subscriptionQuery(location.ownerId, location.locationId);
    const state = queryClient.getQueryState(queryKey);
    if (state?.status === 'success') byLocationId.set(location.locationId, state.data ?? null);
  }
  const settled = byLocationId.size;
  return { owned, byLocationId, settled, done: settled === owned.length, failedIds: [] };
}

/**
 * The subscriptions of the locations the user owns, read through the query cache (so the location
 * context and a second visit reuse them) with limited concurrency and progress.
 */
export function useOwnedSubscriptions(
  locations: readonly Location[] | undefined,
): OwnedSubscriptions {
  const queryClient = useQueryClient();
  const owned = useMemo(
    () => (locations ?? []).filter((location) => location.isOwner),
    [locations],
  );
  const [attempt, setAttempt] = useState(0);
  // What the cache holds renders at once: a server-rendered selector hydrates as it was sent.
  const [state, setState] = useState<RunState | null>(() =>
    locations ? cachedRun(queryClient, owned) : null,
  );

  // The last finished run, so that a retry reads only what failed.
  const finished = useRef<RunState | null>(null);

  useEffect(() => {
    if (!locations) return undefined;
    const controller = new AbortController();
    const base = finished.current?.owned === owned ? finished.current : null;
    const cached = base ? null : cachedRun(queryClient, owned);
    const todo = base
      ? owned.filter((location) => base.failedIds.includes(location.locationId))
      : owned.filter((location) => !cached?.byLocationId.has(location.locationId));
    const byLocationId = new Map<string, Subscription | null>(
      base?.byLocationId ?? cached?.byLocationId ?? [],
    );
    const failedIds: string[] = [];
    const alreadySettled = owned.length - todo.length;
    const publish = (settled: number, done: boolean) => {
      const next: RunState = {
        owned,
        byLocationId: new Map(byLocationId),
        settled,
        done,
        failedIds: [...failedIds],
      };
      if (done) finished.current = next;
      setState(next);
    };
    publish(alreadySettled, todo.length === 0);
    if (todo.length === 0) return undefined;

    readSubscriptions(queryClient, todo, { byLocationId, failedIds }, SUBSCRIPTION_CONCURRENCY, {
      signal: controller.signal,
      onSettled: (settled) => {
        if (settled % PROGRESS_STEP === 0 && settled < todo.length) {
          publish(alreadySettled + settled, false);
        }
      },
    }).then(
      () => publish(owned.length, true),
      () => undefined, // Aborted: the user left or the list changed.
    );
    return () => controller.abort();
  }, [locations, owned, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = state !== null && state.owned === owned ? state : null;
  return {
    byLocationId: current?.byLocationId ?? new Map(),
    settled: current?.settled ?? 0,
    total: owned.length,
    isLoading: locations === undefined || current === null || !current.done,
    failedIds: current?.done ? current.failedIds : [],
    retry,
  };
}
