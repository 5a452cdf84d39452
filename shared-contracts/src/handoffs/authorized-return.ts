import { toSearchParams, type SearchInput } from './search-params';

/**
 * The referrer of an authorization: the in-app path a remote passes to
 * `platform.requestAuthorization({ returnPath })`, which the host stores and `/onboard` goes back
 * to once the provider said yes. A remote that must finish its work there marks the path with
 * `?authorized=true` and reads the mark on arrival.
 */
export const AUTHORIZED_PARAM = 'authorized';

/** A path the host may go back to: on this origin (no other origin, no protocol-relative URL). */
export function isInAppPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** `path` (an in-app path, query allowed) with the authorized mark. */
export function authorizedReturnPath(path: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${AUTHORIZED_PARAM}=true`;
}

/** The page was reached as an authorized return (its query has the mark). */
export function isAuthorizedReturn(search: SearchInput): boolean {
  return toSearchParams(search).get(AUTHORIZED_PARAM) === 'true';
}

/** The stored referrer if it is safe to go back to, else null (the host then uses /locations). */
export function readAuthorizationReferrer(stored: string | null): string | null {
  return isInAppPath(stored) ? stored : null;
}
