// The onboarding-complete endpoint, whole (ADR 0015): its path and fetcher.
import { ERROR_MESSAGES } from '../constants/messages';
import { requestVoid, type ApiClient } from './client';
import { locationPath } from './paths';

export const onboardingCompletePath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/onboarding-complete`;

/** `POST .../onboarding-complete` */
export function completeOnboardingForLocation(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: onboardingCompletePath(userId, locationId),
    errorMessage: ERROR_MESSAGES.onboarding,
  });
}
