// No run-time imports but the dependency-free helpers: the host's start-up script and entry chunk,
// the host's server and the app all resolve an address here, and nowhere else (a lint rule keeps
// the matchers below to this module).
import type { FeatureFlags } from '../constants/flags';
import type { RemotesRegistry } from '../registry/read-registry';
import type { PageDeclaration } from '../registry/route-manifest';
import { bestRouteMatch, fillPathTemplate, type RouteParams } from '../registry/route-match';
import type { PageRef } from './page-ref';

/** What an address is: its path and query. */
export interface RouteUrl {
  readonly pathname: string;
  readonly search: string;
}

/** An address resolved against the registry: who renders it, which page, with which parameters. */
export interface RouteMatch extends RouteUrl {
  /** The registry key of the remote that renders the address; null for the host's own pages. */
  readonly remote: string | null;
  /** The page its remote declares there; null where the remote declares none (its own 404). */
  readonly page: PageDeclaration | null;
  /** The page's path parameters (else its mount's). */
  readonly params: RouteParams;
  /** The location the address names: its `:locationId`, else the host page's query. */
  readonly locationId: string | null;
}

/** A match with what the user's session says of it: the route context every stage receives. */
export interface RouteContext extends RouteMatch {
  readonly userId: number;
  /** The owner of the location the address names, from the user's list; null where none. */
  readonly ownerId: number | null;
  /** Whether the user owns that location. */
  readonly isOwner: boolean;
  /** The flags the page runs with: user OR location, then the override cookie where it applies. */
  readonly flags: FeatureFlags;
}

/** What a route context needs of one location in the user's list. */
export interface LocationOwnership {
  readonly locationId: string;
  readonly ownerId: number;
  readonly isOwner: boolean;
}

/** Where the host's own pages name a location in their query (`/onboard?locationId=`). */
export type HostPageLocation = (url: RouteUrl) => string | null;

/** The most specific mount at `pathname`: the remote's key and the mount's pattern. */
function mountAt(registry: RemotesRegistry, pathname: string) {
  const mounts = Object.entries(registry.remotes).flatMap(([key, remote]) =>
    remote.mounts.map((pattern) => ({ key, pattern })),
  );
  return bestRouteMatch(mounts, (mount) => mount.pattern, pathname);
}

/**
 * Resolves an address against the registry: the remote whose mount matches best, its page there
 * (best match among its declared pages) and their parameters, and the location the address names.
 * Done once per navigation; every later stage takes the answer instead of matching again.
 */
export function matchRoute(
  registry: RemotesRegistry,
  url: RouteUrl,
  hostPageLocation: HostPageLocation = () => null,
): RouteMatch {
  const { pathname, search } = url;
  const mount = mountAt(registry, pathname);
  if (mount === null) {
    return {
      pathname,
      search,
      remote: null,
      page: null,
      params: {},
      locationId: hostPageLocation(url),
    };
  }
  const remote = mount.candidate.key;
  const pages = registry.remotes[remote]?.pages ?? [];
  const page = bestRouteMatch(pages, (declared) => declared.path, pathname);
  const params = page?.params ?? mount.params;
  return {
    pathname,
    search,
    remote,
    page: page?.candidate ?? null,
    params,
    locationId: params.locationId ?? null,
  };
}

/** The owner of `locationId` in the user's list, or null where the list does not have it. */
export function ownershipOf(
  locations: readonly LocationOwnership[],
  locationId: string | null,
): LocationOwnership | null {
  if (locationId === null) return null;
  return locations.find((location) => location.locationId === locationId) ?? null;
}

/** What a route context is made of, however each stage came by it. */
export interface RouteContextFacts {
  readonly userId: number;
  /** The user's locations; an empty list where they are not (yet) known. */
  readonly locations: readonly LocationOwnership[];
  readonly flags: FeatureFlags;
}

/** The route context of a match, from the session's facts. */
export function routeContextOf(match: RouteMatch, facts: RouteContextFacts): RouteContext {
  const owner = ownershipOf(facts.locations, match.locationId);
  return {
    ...match,
    userId: facts.userId,
    ownerId: owner?.ownerId ?? null,
    isOwner: owner?.isOwner ?? false,
    flags: facts.flags,
  };
}

/**
 * Whether the page at `path` is on: a registered remote renders it and the flag its page declares,
 * if any, is on. Any flag name works: flags are data, read from the answers and the registry.
 */
export function isPageOn(
  registry: RemotesRegistry,
  path: string,
  flags: Readonly<FeatureFlags>,
): boolean {
  const match = matchRoute(registry, { pathname: path, search: '' });
  if (match.remote === null) return false;
  const flag = match.page?.flag;
  return flag === undefined || flags[flag] === true;
}

/** The flag the page of a match needs, or null where it needs none. */
export const pageFlagOf = (match: RouteMatch): string | null => match.page?.flag ?? null;

/**
 * The pattern that names the page at `pathname` (its page's, else its mount's); null where no
 * remote renders it. Statistics name pages by it, so no location id reaches them.
 */
export function patternOfPath(registry: RemotesRegistry, pathname: string): string | null {
  const match = matchRoute(registry, { pathname, search: '' });
  if (match.remote === null) return null;
  return match.page?.path ?? mountAt(registry, pathname)?.candidate.pattern ?? null;
}

/**
 * The path of a page named by its remote and route id, as the registry places it now; null when
 * the registry has no such page (its remote is not released, or no longer serves it) or a
 * parameter is missing.
 */
export function pagePath(registry: RemotesRegistry, ref: PageRef): string | null {
  const page = registry.remotes[ref.remote]?.pages.find((declared) => declared.id === ref.page);
  if (page === undefined) return null;
  const path = fillPathTemplate(page.path, ref.params ?? {});
  if (path === null) return null;
  const query = new URLSearchParams(ref.search ?? {}).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** What a page's request templates may be filled from besides its path. */
export interface RequestIds {
  userId: number;
  /** Undefined until the location's owner is known: templates that need it wait. */
  ownerId?: number;
}

/**
 * The paths (below `/api`) of the first GETs of a match's page that `ids` can fill. The page's own
 * path parameters never override the session's user or the location's owner.
 */
export function firstRequestPaths(match: RouteMatch, ids: RequestIds): string[] {
  const params = {
    ...match.params,
    userId: ids.userId,
    ...(ids.ownerId === undefined ? {} : { ownerId: ids.ownerId }),
  };
  return (match.page?.requests ?? []).flatMap((template) => {
    const path = fillPathTemplate(template, params);
    return path === null ? [] : [path];
  });
}
