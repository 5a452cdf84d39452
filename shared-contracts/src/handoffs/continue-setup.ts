import { toSearchParams, type SearchInput } from './search-params';

/**
 * How the host's /return_to tells an onboarding step to carry on with Complete Setup on arrival:
 * `?continueSetup=true` on its URL. The provider's page fixed what the step was waiting for, so the
 * next step is the rest of the setup (status check, authorization, the onboarding calls), never a
 * success screen for a setup that is not done.
 */
export const CONTINUE_SETUP_PARAM = 'continueSetup';

/** The query that has an onboarding step run Complete Setup on arrival (a PageRef's `search`). */
export function continueSetupSearch(): Record<string, string> {
  return { [CONTINUE_SETUP_PARAM]: 'true' };
}

/** The page's query asks it to carry on with Complete Setup. */
export function isContinueSetup(search: SearchInput): boolean {
  return toSearchParams(search).get(CONTINUE_SETUP_PARAM) === 'true';
}
