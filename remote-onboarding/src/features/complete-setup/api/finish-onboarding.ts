import type { QueryClient } from '@tanstack/react-query';
import { completeOnboarding, completeOnboardingForLocation, queryKeys } from 'shared-contracts/api';
import type { Platform } from 'shared-contracts/platform';
import { PATHS, type OnboardingStep } from 'shared-contracts/registry';

/**
 * Completes onboarding for the user and location (spec section 4) with both calls of spec section 7,
 * in this order (README, Readings of the spec): `POST .../onboarding` (retried on 425 by the client)
 * completes the location's onboarding, then `POST .../onboarding-complete` records that the user
 * finished it. Then goes to `step` (setup-complete or practice-mode); if either fails, to the error
 * page, whose Try Again runs both again (both are idempotent). Resolves whether it succeeded.
 */
export async function finishOnboarding(input: {
  platform: Platform;
  queryClient: QueryClient;
  userId: number;
  locationId: string;
  step: OnboardingStep;
}): Promise<boolean> {
  const { platform, queryClient, userId, locationId, step } = input;
  try {
    await completeOnboarding(userId, locationId);
    await completeOnboardingForLocation(userId, locationId);
  } catch {
    platform.navigate(PATHS.onboardingStep(locationId, 'onboarding-error'));
    return false;
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.locations(userId) });
  platform.navigate(PATHS.onboardingStep(locationId, step), { replace: true });
  return true;
}
