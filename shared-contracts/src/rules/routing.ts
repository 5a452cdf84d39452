import type { CurrentLocation } from '../entities/location';
import { pageTarget, type PageRef } from '../routing/page-ref';
import { isOnboardingComplete } from './location';

/** The two pages Continue leads to, by remote and route id (the registry places them). */
const SETTINGS = pageTarget('settings', 'settings');
const ONBOARDING_INTRODUCTION = pageTarget('onboarding', 'introduction');

/** Continue on a setup-complete location opens its settings, on an incomplete one its onboarding. */
export function continuePage(
  location: Pick<CurrentLocation, 'locationId' | 'onboardStatus'>,
): PageRef {
  const params = { locationId: location.locationId };
  return isOnboardingComplete(location) ? SETTINGS(params) : ONBOARDING_INTRODUCTION(params);
}

/** The pages `continuePage` leads to, for the contract test of destinations. */
export const CONTINUE_DESTINATIONS = [SETTINGS, ONBOARDING_INTRODUCTION];
