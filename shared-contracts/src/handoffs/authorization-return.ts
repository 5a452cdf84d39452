import { HOST_PATHS } from '../registry/host-paths';
import { readParam, toSearchParams, type SearchInput } from './search-params';

/**
 * `/onboard` (spec sections 2.1 and 4): where the provider's authorization page returns. The host
 * gives it as the `redirect_uri`; the provider adds `success` or `error_code`, and `locationId`.
 */
export const AUTHORIZATION_RETURN_PARAMS = {
  success: 'success',
  errorCode: 'error_code',
  locationId: 'locationId',
} as const;

/** The provider's answer, as it puts it on the return. */
export type AuthorizationAnswer =
  { success: true; locationId: string } | { errorCode: string; locationId: string };

/**
 * The absolute `/onboard` URL on `origin`: without an answer, the `redirect_uri` the host hands the
 * provider; with one, the return the provider makes (tests and the sandbox's stand-in).
 */
export function authorizationReturnUrl(origin: string, answer?: AuthorizationAnswer): string {
  const url = new URL(HOST_PATHS.onboard, origin);
  if (answer === undefined) return url.toString();
  if ('success' in answer) url.searchParams.set(AUTHORIZATION_RETURN_PARAMS.success, 'true');
  else url.searchParams.set(AUTHORIZATION_RETURN_PARAMS.errorCode, answer.errorCode);
  url.searchParams.set(AUTHORIZATION_RETURN_PARAMS.locationId, answer.locationId);
  return url.toString();
}

export interface AuthorizationReturn {
  /** `success` present and not 'false'; it wins over an error code. */
  success: boolean;
  /** An error code and no success: the authorization-denied screen. */
  denied: boolean;
  locationId: string | null;
}

/** Reads an `/onboard` query; parameters it does not know are ignored. */
export function readAuthorizationReturn(search: SearchInput): AuthorizationReturn {
  const params = toSearchParams(search);
  const success =
    params.has(AUTHORIZATION_RETURN_PARAMS.success) &&
    params.get(AUTHORIZATION_RETURN_PARAMS.success) !== 'false';
  return {
    success,
    denied: params.has(AUTHORIZATION_RETURN_PARAMS.errorCode) && !success,
    locationId: readParam(params, AUTHORIZATION_RETURN_PARAMS.locationId),
  };
}
