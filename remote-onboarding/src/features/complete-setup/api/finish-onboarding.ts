import { EVENTS, publishEvent } from 'shared-contracts/events';
import type { OnboardingStep } from '../../../shared/lib/destinations';
import { onboardingPage } from '../../../shared/lib/onboarding-flow';
import {
  completeOnboarding,
  completeOnboardingForLocation,
  type ApiClient,
} from 'shared-contracts/api';
import type { Platform } from 'shared-contracts/platform';

/**
 * Both calls of spec section 7 that complete onboarding, in order: the location's onboarding
 * (retried on 425 by the client), then the user's record of it. Rejects if either fails.
 */
export async function completeOnboardingCalls(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<void> {
  await completeOnboarding(api, userId, locationId);
  await completeOnboardingForLocation(api, userId, locationId);
}

/**
 * Completes onboarding for the user and location (spec section 4) with both calls of spec section 7,
 * in this order (README, Readings of the spec): `POST .../onboarding` (retried on 425 by the client)
 * completes the location's onboarding, then `POST .../onboarding-complete` records that the user
 * finished it. Then goes to `step` (setup-complete or practice-mode); if either fails, to the error
 * page, whose Try Again runs both again (both are idempotent). Resolves whether it succeeded.
 * The host owns the location list that says the location is set up: told on the bus, it refetches
 * it, and the next page waits for that, so it shows the location set up from its first render.
 */
export async function finishOnboarding(input: {
  api: ApiClient;
  platform: Platform;
  userId: number;
  ownerId: number;
  locationId: string;
  step: OnboardingStep;
}): Promise<boolean> {
  const { api, platform, userId, ownerId, locationId, step } = input;
  try {
    await completeOnboardingCalls(api, userId, locationId);
  } catch {
    platform.navigate(onboardingPage(locationId, 'onboarding-error'));
    return false;
  }
  await showFinishedSetup({ platform, ownerId, locationId, step });
  return true;
}

/**
 * The setup is finished: the host is told (it refetches the location list that says so, and the
 * next page waits for that), then `step` (setup-complete or practice-mode).
 */
export async function showFinishedSetup(input: {
  platform: Platform;
  ownerId: number;
  locationId: string;
  step: OnboardingStep;
}): Promise<void> {
  const { platform, ownerId, locationId, step } = input;
  await publishEvent(EVENTS.ENROLLMENT_CHANGED, { ownerId, locationId });
  platform.navigate(onboardingPage(locationId, step), { replace: true });
}
