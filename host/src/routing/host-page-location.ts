// The start-up reads this before the shared singletons are negotiated: plain modules only.
import {
  HOST_PATHS,
  readAuthorizationReturn,
  readReturnTo,
  type RouteUrl,
} from 'shared-contracts/startup';

/**
 * The location the host's own auth-return pages name in their query (`/onboard?locationId=`,
 * `/return_to?location_id=`); a remote's address names its location in its path.
 */
export function hostPageLocation({ pathname, search }: RouteUrl): string | null {
  if (pathname === HOST_PATHS.onboard) return readAuthorizationReturn(search).locationId;
  if (pathname === HOST_PATHS.returnTo) return readReturnTo(search).locationId;
  return null;
}
