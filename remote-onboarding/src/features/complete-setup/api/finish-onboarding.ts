import type { QueryClient } from '@tanstack/react-query';
import {
  PATHS,
  completeOnboarding,
  queryKeys,
  type OnboardingStep,
  type Platform,
} from 'shared-contracts';

/**
 * Completes onboarding for the user and location (`POST .../onboarding`, retried on 425 by the
 * client), then goes to `step` (setup-complete or practice-mode); on failure to the error page.
 * Resolves whether it succeeded.
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
  } catch {
    platform.navigate(PATHS.onboardingStep(locationId, 'onboarding-error'));
    return false;
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.locations(userId) });
  platform.navigate(PATHS.onboardingStep(locationId, step), { replace: true });
  return true;
}
