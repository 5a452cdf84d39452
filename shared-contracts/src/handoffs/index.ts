// `shared-contracts/handoffs`: each URL one area builds and another reads, as a builder and its parser.

export {
  AUTHORIZATION_RETURN_PARAMS,
  authorizationReturnUrl,
  readAuthorizationReturn,
} from './authorization-return';
export type { AuthorizationAnswer, AuthorizationReturn } from './authorization-return';
export {
  AUTHORIZED_PARAM,
  authorizedReturnPath,
  isAuthorizedReturn,
  isInAppPath,
  readAuthorizationReferrer,
} from './authorized-return';
export {
  ONBOARDING_ERRORS,
  ONBOARDING_ERROR_PARAM,
  onboardingErrorMessage,
  onboardingErrorSearch,
  readOnboardingError,
} from './onboarding-error';
export type { OnboardingErrorCode } from './onboarding-error';
export { CONTINUE_SETUP_PARAM, continueSetupSearch, isContinueSetup } from './continue-setup';
export { RETURN_TO_PARAMS, RETURN_TO_SOURCES, readReturnTo, returnToUrl } from './return-to';
export type { ReturnTo, ReturnToQuery, ReturnToSource } from './return-to';
export type { SearchInput } from './search-params';
