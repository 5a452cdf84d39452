// The location selector's data on the server: the subscriptions of the locations the user owns, and
// its entry routing, so that a user routing sends on gets a redirect and the others a page that
// reads without JavaScript.
import type { QueryClient } from '@tanstack/react-query';
import { FEATURE_FLAGS, type FeatureFlags } from 'shared-contracts/constants';
import type { Location } from 'shared-contracts/entities';
import { HOST_PATHS, type RemotesRegistry } from 'shared-contracts/registry';
import { isFlagOn, toCurrentLocation } from 'shared-contracts/rules';
import { pagePath, type PageRef } from 'shared-contracts/routing';
import {
  readSubscriptions,
  type SubscriptionReads,
} from '../../src/features/subscriptions/api/read-subscriptions';
import { earlyFreeTrialEntry } from '../../src/pages/locations/early-entry';
import { decideLocationEntry } from '../../src/pages/locations/location-entry';

/** Subscription reads in flight at once from the server (it is nearer the API than a browser). */
const CONCURRENCY = 12;

/**
 * Reads the owned locations' subscriptions into the cache until `deadlineMs`, then decides the
 * selector's entry routing as the page does. Returns the path to redirect to, or null where the
 * page renders (the user chooses, or the reads were not done in time: the browser ends them).
 */
export async function loadSelector(
  queryClient: QueryClient,
  locations: readonly Location[],
  flags: FeatureFlags,
  registry: RemotesRegistry,
  deadlineMs: number,
): Promise<string | null> {
  const owned = locations.filter((location) => location.isOwner);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, deadlineMs - Date.now()));
  const reads: SubscriptionReads = { byLocationId: new Map(), failedIds: [] };
  await readSubscriptions(queryClient, owned, reads, CONCURRENCY, {
    signal: controller.signal,
  }).catch(() => undefined);
  clearTimeout(timer);
  const { byLocationId } = reads;

  const pathOf = (page: PageRef) => pagePath(registry, page) ?? HOST_PATHS.notFound;
  const early = earlyFreeTrialEntry(locations, byLocationId);
  if (early) return pathOf(early);
  // A read failed or is late: the page's own message and progress are the browser's.
  if (reads.failedIds.length > 0 || byLocationId.size < owned.length) return null;
  const entry = decideLocationEntry({
    locations: locations.map((location) =>
      toCurrentLocation(
        location,
        location.isOwner ? (byLocationId.get(location.locationId) ?? null) : null,
      ),
    ),
    dashboardFlag: isFlagOn(flags, FEATURE_FLAGS.DASHBOARD_SMB),
  });
  return entry.kind === 'choose' ? null : pathOf(entry.to);
}
