import type { RemotesRegistry } from '../registry/read-registry';
import { matchRoute, routeContextOf, type RouteContext } from '../routing/route-context';
import { FIXTURE_USER_ID } from './builders';
import { PLATFORM_PAGES_REGISTRY } from './platform-pages';

/**
 * The route context the host gives a remote at `url`, for the fixture's user, who owns the
 * location the address names. Tests only.
 */
export function routeContextAt(
  url: string,
  registry: RemotesRegistry = PLATFORM_PAGES_REGISTRY,
): RouteContext {
  const { pathname, search } = new URL(url, 'http://host.test');
  const match = matchRoute(registry, { pathname, search });
  const locations =
    match.locationId === null
      ? []
      : [{ locationId: match.locationId, ownerId: FIXTURE_USER_ID, isOwner: true }];
  return routeContextOf(match, { userId: FIXTURE_USER_ID, locations, flags: {} });
}
