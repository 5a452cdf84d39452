import type { QueryClient } from '@tanstack/react-query';
import { subscriptionQuery } from 'shared-contracts/api';
import type { Location, Subscription } from 'shared-contracts/entities';
import {
  runWithConcurrency,
  type RunWithConcurrencyOptions,
} from '../../../lib/run-with-concurrency';

/** Where a read of several subscriptions puts its answers. */
export interface SubscriptionReads {
  /** By location id: the subscription, or null for none (404). */
  byLocationId: Map<string, Subscription | null>;
  /** Locations whose subscription could not be read. */
  failedIds: string[];
}

/**
 * Reads the subscriptions of `locations` through the query cache, `concurrency` at a time, into
 * `reads`. Rejects with the abort reason once `options.signal` aborts.
 */
export async function readSubscriptions(
  queryClient: QueryClient,
  locations: readonly Location[],
  reads: SubscriptionReads,
  concurrency: number,
  options: RunWithConcurrencyOptions = {},
): Promise<void> {
  await runWithConcurrency(
    locations,
    concurrency,
    async (location) => {
      try {
        const subscription = await queryClient.fetchQuery(
          subscriptionQuery(location.ownerId, location.locationId),
        );
        reads.byLocationId.set(location.locationId, subscription);
      } catch {
        reads.failedIds.push(location.locationId);
      }
    },
    options,
  );
}
