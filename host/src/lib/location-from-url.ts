import { PATHS, RETURN_TO_PARAMS } from 'shared-contracts';
import { locationIdFromPath } from './location-id-from-path';

export { locationIdFromPath };

/**
 * The location a URL is about: the path's, else the query's on the two auth-return pages
 * (`/onboard?locationId=`, `/return_to?location_id=`).
 */
export function locationIdFromUrl(pathname: string, search: string): string | null {
  const fromPath = locationIdFromPath(pathname);
  if (fromPath) return fromPath;
  const params = new URLSearchParams(search);
  const fromQuery =
    pathname === PATHS.onboard
      ? params.get('locationId')
      : pathname === PATHS.returnTo
        ? params.get(RETURN_TO_PARAMS.locationId)
        : null;
  return fromQuery && fromQuery.trim() !== '' ? fromQuery.trim() : null;
}

/** An in-app path safe to go back to (no other origin, no protocol-relative URL). */
export function isInAppPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}
