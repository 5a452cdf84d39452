// The onboarding endpoint, whole (ADR 0015): its path and fetcher.
import { ONBOARDING_RETRY_LIMIT } from '../constants/business';
import { ERROR_MESSAGES } from '../constants/messages';
import { requestVoid, retryOn425, type ApiClient } from './client';
import { locationPath } from './paths';

export const onboardingPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/onboarding`;

/** `POST .../onboarding`: a 425 answer is retried up to 5 times with exponential backoff. */
export function completeOnboarding(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: onboardingPath(userId, locationId),
    retry: retryOn425(api, ONBOARDING_RETRY_LIMIT),
    errorMessage: ERROR_MESSAGES.onboarding,
  });
}
