import { TEXTS } from '../constants/messages';
import { readParam, toSearchParams, type SearchInput } from './search-params';

/**
 * How an onboarding page learns of an error from the host: `?onboardingError=<code>` on its URL. A
 * query parameter rather than router state, so it survives a reload and a remote that was not yet
 * loaded when the host navigated.
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

const isOnboardingErrorCode = (value: string | null): value is OnboardingErrorCode =>
  Object.values(ONBOARDING_ERRORS).some((code) => code === value);

/** The query that carries an onboarding error for an onboarding page to show (a PageRef's `search`). */
export function onboardingErrorSearch(error: OnboardingErrorCode): Record<string, string> {
  return { [ONBOARDING_ERROR_PARAM]: error };
}

/** The known onboarding error of a page's query, or null (an unknown code is ignored). */
export function readOnboardingError(search: SearchInput): OnboardingErrorCode | null {
  const code = readParam(toSearchParams(search), ONBOARDING_ERROR_PARAM);
  return isOnboardingErrorCode(code) ? code : null;
}

/** The error text an onboarding page shows for its query, or null. */
export function onboardingErrorMessage(search: SearchInput): string | null {
  const code = readOnboardingError(search);
  return code === null ? null : ONBOARDING_ERROR_MESSAGES[code];
}
