import { ERROR_MESSAGES } from '../constants/messages';
import type { Subscription } from '../entities/subscription';
import { isApiErrorStatus } from './api-error';
import { requestJson } from './client';
import { subscriptionPath } from './paths';

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
