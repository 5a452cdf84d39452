import type { CurrentLocation } from '../entities/location';
import type { VsgReason } from '../entities/monitoring';
import { PATHS } from '../remotes/paths';
import { isOnboardingComplete, isSelectableLocation } from './location';
import { isVsgIncomplete } from './monitoring';
import { isFreeTrialAvailable } from './trial';

export type SettingsAccess =
  | { kind: 'allow' }
  | { kind: 'redirect'; reason: 'free-trial' | 'no-entitlements' | 'incomplete'; to: string }
  | { kind: 'exit'; reason: 'no-entitlements' };

/**
 * The settings guards, in order: free trial available → trial start; no entitlements → the dashboard
 * (when the small-business dashboard flag is on) or exit; VSG state incomplete → onboarding.
 */
export function decideSettingsAccess(input: {
  location: Pick<CurrentLocation, 'locationId' | 'freeTrialStatus' | 'hasEntitlements'>;
  vsgReason: VsgReason | null;
  dashboardFlag: boolean;
}): SettingsAccess {
  const { location } = input;
  if (isFreeTrialAvailable(location)) {
    return { kind: 'redirect', reason: 'free-trial', to: PATHS.freeTrial(location.locationId) };
  }
  if (!location.hasEntitlements) {
    return input.dashboardFlag
      ? { kind: 'redirect', reason: 'no-entitlements', to: PATHS.dashboard }
      : { kind: 'exit', reason: 'no-entitlements' };
  }
  if (isVsgIncomplete(input.vsgReason)) {
    return {
      kind: 'redirect',
      reason: 'incomplete',
      to: PATHS.onboardingIntro(location.locationId),
    };
  }
  return { kind: 'allow' };
}

/** Continue on a setup-complete location opens its settings, on an incomplete one its onboarding. */
export function continuePath(
  location: Pick<CurrentLocation, 'locationId' | 'onboardStatus'>,
): string {
  return isOnboardingComplete(location)
    ? PATHS.settings(location.locationId)
    : PATHS.onboardingIntro(location.locationId);
}

export type LocationEntry =
  | { kind: 'auto-select'; location: CurrentLocation; to: string }
  | { kind: 'free-trial'; location: CurrentLocation; to: string }
  | { kind: 'upsell'; to: string }
  | { kind: 'dashboard'; to: string }
  | { kind: 'choose' };

/**
 * Entry routing of the location selector, in order:
 * 1. exactly one location exists and it is selectable → chosen automatically (continue path);
 * 2. any location has an available free trial → its free trial page;
 * 3. no location has entitlements → the upsell page;
 * 4. the small-business dashboard flag is on → /dashboard;
 * otherwise the user chooses. The free trial comes before the upsell: a location with an available
 * trial has no entitlements yet, so checking the upsell first would make the trial unreachable.
 */
export function decideLocationEntry(input: {
  locations: readonly CurrentLocation[];
  dashboardFlag: boolean;
}): LocationEntry {
  const { locations } = input;
  const [only] = locations;
  if (locations.length === 1 && only !== undefined && isSelectableLocation(only)) {
    return { kind: 'auto-select', location: only, to: continuePath(only) };
  }
  const trial = locations.find(isFreeTrialAvailable);
  if (trial !== undefined) {
    return { kind: 'free-trial', location: trial, to: PATHS.freeTrial(trial.locationId) };
  }
  if (!locations.some((location) => location.hasEntitlements)) {
    return { kind: 'upsell', to: PATHS.upsell };
  }
  if (input.dashboardFlag) return { kind: 'dashboard', to: PATHS.dashboard };
  return { kind: 'choose' };
}
