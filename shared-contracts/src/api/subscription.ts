// The subscription endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path
// is in paths.ts, which the host's entry chunk reads without the client.
import { ERROR_MESSAGES } from '../constants/messages';
import type { Subscription } from '../entities/subscription';
import { isApiErrorStatus } from './api-error';
import { getJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { subscriptionPath } from './paths';

/** `GET /api/subscription/{ownerId}/locations/{locationId}`; null when 404 (no subscription). */
export async function getSubscription(
  api: ApiClient,
  ownerId: number,
  locationId: string,
): Promise<Subscription | null> {
  try {
    return await getJson<Subscription>(
      api,
      subscriptionPath(ownerId, locationId),
      ERROR_MESSAGES.subscription,
    );
  } catch (error) {
    if (isApiErrorStatus(error, 404)) return null;
    throw error;
  }
}

/** Keyed by the owner: fetch only where isOwner is true; null means no subscription. */
export const { queryKey: subscriptionQueryKey, query: subscriptionQuery } = locationScopedQuery(
  'subscription',
  getSubscription,
);
