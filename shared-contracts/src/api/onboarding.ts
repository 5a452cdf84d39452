import { ONBOARDING_RETRY_LIMIT } from '../constants/business';
import { ERROR_MESSAGES } from '../constants/messages';
import { requestVoid, retryOn425 } from './client';
import { locationPath } from './paths';

/** `POST .../onboarding-complete` */
export function completeOnboardingForLocation(userId: number, locationId: string): Promise<void> {
  return requestVoid({
    method: 'post',
    path: `${locationPath(userId, locationId)}/onboarding-complete`,
    errorMessage: ERROR_MESSAGES.onboarding,
  });
}

/** `POST .../onboarding`: a 425 answer is retried up to 5 times with exponential backoff. */
export function completeOnboarding(userId: number, locationId: string): Promise<void> {
  return requestVoid({
    method: 'post',
    path: `${locationPath(userId, locationId)}/onboarding`,
    retry: retryOn425(ONBOARDING_RETRY_LIMIT),
    errorMessage: ERROR_MESSAGES.onboarding,
  });
}
