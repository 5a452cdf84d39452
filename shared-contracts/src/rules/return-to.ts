import { TEXTS } from '../constants/messages';
import { PATHS, type OnboardingStep } from '../remotes/paths';

/** Query parameters of `/return_to` (spec section 2.1): where the provider's pages send users back. */
export const RETURN_TO_PARAMS = {
  from: 'from',
  status: 'status',
  userId: 'user_id',
  locationId: 'location_id',
} as const;

/** The `from` values the control center knows. */
export const RETURN_TO_SOURCES = [
  'professional_monitoring',
  'emergency_contacts',
  'monitoring_type',
] as const;
export type ReturnToSource = (typeof RETURN_TO_SOURCES)[number];

/** `status` of a professional monitoring return that sends the user back to set it up again. */
export const PROFESSIONAL_MONITORING_INELIGIBLE = 'ineligible';

/**
 * The next onboarding step after each return (spec section 4, return page). The onboarding order is
 * devices → alert preferences → emergency contacts → professional monitoring → setup complete, so:
 * - professional monitoring set up (any status but ineligible) → setup-complete;
 * - emergency contacts edited on the account page → professional-monitoring (the step after);
 * - monitoring type chosen on the account page → setup-complete.
 */
export const RETURN_TO_NEXT_STEPS = {
  professional_monitoring: 'setup-complete',
  emergency_contacts: 'professional-monitoring',
  monitoring_type: 'setup-complete',
} as const satisfies Record<ReturnToSource, OnboardingStep>;

/**
 * How an onboarding page learns of an error from the return page: `?onboardingError=<code>` on its
 * URL (it survives a reload, unlike router state). `onboardingErrorMessage` turns it into the text.
 */
export const ONBOARDING_ERROR_PARAM = 'onboardingError';

export const ONBOARDING_ERRORS = {
  /** from=professional_monitoring&status=ineligible → 'We were unable to set up ...' */
  professionalMonitoringIneligible: 'professional-monitoring-ineligible',
} as const;
export type OnboardingErrorCode = (typeof ONBOARDING_ERRORS)[keyof typeof ONBOARDING_ERRORS];

const ONBOARDING_ERROR_MESSAGES: Record<OnboardingErrorCode, string> = {
  'professional-monitoring-ineligible': TEXTS.professionalMonitoringSetupFailed,
};

/** The error text an onboarding page shows for its URL's `onboardingError` parameter, or null. */
export function onboardingErrorMessage(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = params.get(ONBOARDING_ERROR_PARAM);
  const entry = Object.entries(ONBOARDING_ERROR_MESSAGES).find(([known]) => known === code);
  return entry ? entry[1] : null;
}

/** The path of an onboarding step carrying an onboarding error for that page to show. */
export function onboardingStepWithError(
  locationId: string,
  step: OnboardingStep,
  error: OnboardingErrorCode,
): string {
  const params = new URLSearchParams({ [ONBOARDING_ERROR_PARAM]: error });
  return `${PATHS.onboardingStep(locationId, step)}?${params.toString()}`;
}

const isReturnToSource = (value: string | null): value is ReturnToSource =>
  RETURN_TO_SOURCES.some((source) => source === value);

export type ReturnToDecision =
  /** The signed-in user is not the user the provider returned: log out. */
  | { kind: 'logout' }
  | { kind: 'redirect'; to: string }
  /** A return the control center does not know: report it, then go to the root. */
  | { kind: 'unknown'; to: string; reason: string };

/**
 * /return_to, in order: a user_id other than the signed-in user logs out; from=professional_monitoring
 * with status ineligible goes back to professional monitoring setup with its error, any other status
 * to the next step; emergency_contacts and monitoring_type go to their fixed next steps; anything
 * else (an unknown `from`, or no location_id) is reported and redirected to the root.
 * A missing user_id is not a different user.
 */
export function decideReturnTo(
  search: string | URLSearchParams,
  signedInUserId: number,
): ReturnToDecision {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const userId = params.get(RETURN_TO_PARAMS.userId);
  if (userId !== null && userId.trim() !== String(signedInUserId)) return { kind: 'logout' };

  const from = params.get(RETURN_TO_PARAMS.from);
  const locationId = params.get(RETURN_TO_PARAMS.locationId)?.trim() ?? '';
  if (!isReturnToSource(from)) {
    return { kind: 'unknown', to: PATHS.root, reason: `unknown from: ${from ?? '(none)'}` };
  }
  if (locationId === '') {
    return { kind: 'unknown', to: PATHS.root, reason: `no location_id for from=${from}` };
  }
  const status = params.get(RETURN_TO_PARAMS.status)?.trim().toLowerCase() ?? '';
  if (from === 'professional_monitoring' && status === PROFESSIONAL_MONITORING_INELIGIBLE) {
    return {
      kind: 'redirect',
      to: onboardingStepWithError(
        locationId,
        'professional-monitoring',
        ONBOARDING_ERRORS.professionalMonitoringIneligible,
      ),
    };
  }
  return { kind: 'redirect', to: PATHS.onboardingStep(locationId, RETURN_TO_NEXT_STEPS[from]) };
}
