import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS, type FeatureFlags } from 'shared-contracts/constants';
import { continuePage, isFreeTrialActive, isFreeTrialAvailable } from 'shared-contracts/rules';
import type { PageRef } from 'shared-contracts/routing';

/**
 * How START FREE TRIAL starts the trial (spec section 4): with `onboarding-3-0` explicitly false it
 * asks for authorization first; otherwise (on, or absent) it subscribes, waits and goes to onboarding.
 */
export type FreeTrialStartVariant = 'authorize-first' | 'subscribe';

export function freeTrialStartVariant(flags: Readonly<FeatureFlags>): FreeTrialStartVariant {
  return flags[FEATURE_FLAGS.ONBOARDING_3_0] === false ? 'authorize-first' : 'subscribe';
}

export type FreeTrialPageDecision =
  { kind: 'show' } | { kind: 'redirect'; to: PageRef } | { kind: 'exit' };

/**
 * The free trial page shows only while a trial is available. An active trial redirects away (to the
 * location's settings, or its onboarding while that is incomplete); an unavailable one exits.
 */
export function decideFreeTrialPage(
  location: Pick<CurrentLocation, 'locationId' | 'onboardStatus' | 'freeTrialStatus'>,
): FreeTrialPageDecision {
  if (isFreeTrialAvailable(location)) return { kind: 'show' };
  if (isFreeTrialActive(location)) return { kind: 'redirect', to: continuePage(location) };
  return { kind: 'exit' };
}
