// The subscription endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path
// is in paths.ts, which the host's entry chunk reads without the client.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { Subscription } from '../entities/subscription';
import { isApiErrorStatus } from './api-error';
import { requestJson } from './client';
import { subscriptionPath } from './paths';

export const subscriptionQueryKey = (ownerId: number, locationId: string) =>
  ['subscription', ownerId, locationId] as const;

/** `GET /api/subscription/{ownerId}/locations/{locationId}`; null when 404 (no subscription). */
export async function getSubscription(
  ownerId: number,
  locationId: string,
): Promise<Subscription | null> {
  try {
    return await requestJson<Subscription>({
      method: 'get',
      path: subscriptionPath(ownerId, locationId),
      errorMessage: ERROR_MESSAGES.subscription,
    });
  } catch (error) {
    if (isApiErrorStatus(error, 404)) return null;
    throw error;
  }
}

/** Fetch only where isOwner is true; null means no subscription. */
export const subscriptionQuery = (ownerId: number, locationId: string) =>
  queryOptions({
    queryKey: subscriptionQueryKey(ownerId, locationId),
    queryFn: () => getSubscription(ownerId, locationId),
  });
