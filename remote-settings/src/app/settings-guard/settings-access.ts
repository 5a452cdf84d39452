import type { CurrentLocation, VsgReason } from 'shared-contracts/entities';
import type { PageRef } from 'shared-contracts/routing';
import { DASHBOARD, FREE_TRIAL, ONBOARDING_INTRODUCTION } from '../../shared/lib/destinations';

export type SettingsAccess =
  | { kind: 'allow' }
  | { kind: 'redirect'; reason: 'free-trial' | 'no-entitlements' | 'incomplete'; to: PageRef }
  | { kind: 'exit'; reason: 'no-entitlements' };

/**
 * The settings guards of spec section 2.3, in order: a free trial available → the trial start; no
 * entitlements → the dashboard (when the small-business dashboard flag is on) or exit; VSG state
 * incomplete (the error state INCOMPLETE, `details.reasons[0]`) → onboarding. The inactive reason
 * SETUP_INCOMPLETE is not incomplete: the settings open and show its 'Complete Setup' action.
 */
export function decideSettingsAccess(input: {
  location: Pick<CurrentLocation, 'locationId' | 'freeTrialStatus' | 'hasEntitlements'>;
  vsgReason: VsgReason | null;
  dashboardFlag: boolean;
}): SettingsAccess {
  const { locationId } = input.location;
  if (input.location.freeTrialStatus === 'AVAILABLE') {
    return { kind: 'redirect', reason: 'free-trial', to: FREE_TRIAL({ locationId }) };
  }
  if (!input.location.hasEntitlements) {
    return input.dashboardFlag
      ? { kind: 'redirect', reason: 'no-entitlements', to: DASHBOARD() }
      : { kind: 'exit', reason: 'no-entitlements' };
  }
  if (input.vsgReason === 'INCOMPLETE') {
    return { kind: 'redirect', reason: 'incomplete', to: ONBOARDING_INTRODUCTION({ locationId }) };
  }
  return { kind: 'allow' };
}
