import {
  continueSetupSearch,
  ONBOARDING_ERRORS,
  onboardingErrorSearch,
  readReturnTo,
  type ReturnToSource,
  type SearchInput,
} from 'shared-contracts/handoffs';
import { HOST_PATHS } from 'shared-contracts/registry';
import { pageTarget, type PageRef } from 'shared-contracts/routing';
import { PROFESSIONAL_MONITORING } from '../../lib/destinations';

/** `status` of a professional monitoring return that sends the user back to set it up again. */
export const PROFESSIONAL_MONITORING_INELIGIBLE = 'ineligible';

/**
 * The next onboarding step after each return (spec section 4, return page). The onboarding order is
 * devices → alert preferences → emergency contacts → professional monitoring → authorization and the
 * onboarding calls → setup complete, so:
 * - professional monitoring set up (any status but ineligible) or a monitoring type chosen → back
 *   to the professional monitoring step, which carries on with Complete Setup on arrival
 *   (`continueSetup`): setup complete comes only once authorization and the onboarding calls are
 *   done;
 * - emergency contacts edited on the account page → professional-monitoring (the step after).
 */
export const RETURN_TO_NEXT_STEPS = {
  professional_monitoring: 'professional-monitoring',
  emergency_contacts: 'professional-monitoring',
  monitoring_type: 'professional-monitoring',
} as const satisfies Record<ReturnToSource, string>;

/** Returns after which the next step carries on with Complete Setup by itself. */
const CONTINUES_SETUP: Record<ReturnToSource, boolean> = {
  professional_monitoring: true,
  emergency_contacts: false,
  monitoring_type: true,
};

export type ReturnToDecision =
  /** The signed-in user is not the user the provider returned: log out. */
  | { kind: 'logout' }
  /** To an onboarding step, by its route id in remote-onboarding. */
  | { kind: 'redirect'; to: PageRef }
  /** A return the control center does not know: report it, then go to the root. */
  | { kind: 'unknown'; to: string; reason: string };

/**
 * /return_to, in order: a user_id other than the signed-in user logs out; from=professional_monitoring
 * with status ineligible goes back to professional monitoring setup with its error, any other status
 * to the next step (which carries on with Complete Setup); emergency_contacts and monitoring_type go to their fixed next steps; anything
 * else (an unknown `from`, or no location_id) is reported and redirected to the root.
 * A missing user_id is not a different user.
 */
export function decideReturnTo(search: SearchInput, signedInUserId: number): ReturnToDecision {
  const { from, givenFrom, status, userId, locationId } = readReturnTo(search);
  if (userId !== null && userId !== signedInUserId) return { kind: 'logout' };
  if (from === null) {
    return {
      kind: 'unknown',
      to: HOST_PATHS.root,
      reason: `unknown from: ${givenFrom ?? '(none)'}`,
    };
  }
  if (locationId === null) {
    return { kind: 'unknown', to: HOST_PATHS.root, reason: `no location_id for from=${from}` };
  }
  if (from === 'professional_monitoring' && status === PROFESSIONAL_MONITORING_INELIGIBLE) {
    return {
      kind: 'redirect',
      to: PROFESSIONAL_MONITORING(
        { locationId },
        onboardingErrorSearch(ONBOARDING_ERRORS.professionalMonitoringIneligible),
      ),
    };
  }
  const step = RETURN_TO_NEXT_STEPS[from];
  return {
    kind: 'redirect',
    to: pageTarget('onboarding', step)(
      { locationId },
      CONTINUES_SETUP[from] ? continueSetupSearch() : undefined,
    ),
  };
}
