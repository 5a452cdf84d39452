import { readAuthorizationReturn, readReturnTo } from 'shared-contracts/handoffs';
import { PATHS } from 'shared-contracts/registry';
import { locationIdFromPath } from '../app/route-table';

export { locationIdFromPath };

/**
 * The location a URL is about: the path's, else the query's on the two auth-return pages
 * (`/onboard?locationId=`, `/return_to?location_id=`).
 */
export function locationIdFromUrl(pathname: string, search: string): string | null {
  const fromPath = locationIdFromPath(pathname);
  if (fromPath) return fromPath;
  if (pathname === PATHS.onboard) return readAuthorizationReturn(search).locationId;
  if (pathname === PATHS.returnTo) return readReturnTo(search).locationId;
  return null;
}
