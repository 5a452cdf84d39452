import type { CurrentLocation } from 'shared-contracts/entities';
import { continuePage, isFreeTrialAvailable, isSelectableLocation } from 'shared-contracts/rules';
import type { PageRef } from 'shared-contracts/routing';
import { DASHBOARD, FREE_TRIAL, UPSELL } from '../../lib/destinations';

export type LocationEntry =
  | { kind: 'auto-select'; location: CurrentLocation; to: PageRef }
  | { kind: 'free-trial'; location: CurrentLocation; to: PageRef }
  | { kind: 'upsell'; to: PageRef }
  | { kind: 'dashboard'; to: PageRef }
  | { kind: 'choose' };

/**
 * Entry routing of the location selector, in order:
 * 1. exactly one location exists and it is selectable → chosen automatically (continue page);
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
    return { kind: 'auto-select', location: only, to: continuePage(only) };
  }
  const trial = locations.find(isFreeTrialAvailable);
  if (trial !== undefined) {
    return {
      kind: 'free-trial',
      location: trial,
      to: FREE_TRIAL({ locationId: trial.locationId }),
    };
  }
  if (!locations.some((location) => location.hasEntitlements)) {
    return { kind: 'upsell', to: UPSELL() };
  }
  if (input.dashboardFlag) return { kind: 'dashboard', to: DASHBOARD() };
  return { kind: 'choose' };
}
