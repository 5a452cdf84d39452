import type { RouteManifest } from '../registry/route-manifest';
import { matchRoutePattern } from '../registry/route-match';
import { HOST_PATHS } from '../registry/host-paths';

/** The fields of a react-router route object the check reads (`createRoutesFromElements`' output). */
export interface RouteTableEntry {
  path?: string;
  index?: boolean;
  children?: readonly RouteTableEntry[];
}

const join = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** Every whole pattern a route table renders something at, in order. */
export function routeTablePatterns(routes: readonly RouteTableEntry[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index === true ? parent || '/' : join(parent, route.path ?? '');
    const self = route.index === true || route.path !== undefined ? [own] : [];
    return [...self, ...routeTablePatterns(route.children ?? [], own)];
  });
}

const isCatchAll = (pattern: string): boolean => pattern.endsWith('*');

/**
 * Where a remote's route table and its route manifest disagree, one line each: a page the table
 * renders that the manifest does not declare, a declared page the table does not render, a page
 * under none of the manifest's mounts. Catch-alls (`*`) and the host's /not-found are not pages.
 */
export function routeTableProblems(
  routes: readonly RouteTableEntry[],
  manifest: RouteManifest,
): string[] {
  const table = new Set(
    routeTablePatterns(routes).filter(
      (pattern) => !isCatchAll(pattern) && pattern !== HOST_PATHS.notFound,
    ),
  );
  const declared = new Set(manifest.pages.map((page) => page.path));
  return [
    ...[...table]
      .filter((pattern) => !declared.has(pattern))
      .map((pattern) => `the route table renders ${pattern}, which the manifest does not declare`),
    ...[...declared]
      .filter((pattern) => !table.has(pattern))
      .map((pattern) => `the manifest declares ${pattern}, which the route table does not render`),
    ...[...declared]
      .filter((pattern) => !manifest.mounts.some((mount) => matchRoutePattern(mount, pattern)))
      .map((pattern) => `${pattern} is under none of the mounts ${manifest.mounts.join(', ')}`),
  ];
}

/** react-router's `matchPath`, as far as the check needs it (passed in: shared-contracts imports no router). */
export type ReactRouterMatchPath = (
  pattern: string,
  pathname: string,
) => { params: Readonly<Record<string, string | undefined>> } | null;

/**
 * The path as react-router's routes match it: `matchRoutes` decodes each segment before it calls
 * `matchPath` (its `decodePath`), so a route's params are decoded; `matchPath` alone does not.
 */
const decodeSegments = (pathname: string): string =>
  pathname
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
    .join('/');

/** Paths to try a pattern on: its own shape with sample values, and near misses. */
function samplePaths(pattern: string): string[] {
  const filled = pattern.replace(/:[A-Za-z]+/g, 'a%20b').replace(/\*$/, 'x/y');
  return [
    filled,
    `${filled}/`,
    filled.toUpperCase(),
    `${filled}/extra`,
    filled.split('/').slice(0, -1).join('/') || '/',
  ];
}

/**
 * Where the start-up's own matcher (`matchRoutePattern`) and react-router's `matchPath` answer a
 * manifest's patterns differently, one line each: the two must agree on every pattern a remote
 * declares (ADR 0008).
 */
export function matcherDisagreements(
  manifest: RouteManifest,
  matchPath: ReactRouterMatchPath,
): string[] {
  const patterns = [...manifest.mounts, ...manifest.pages.map((page) => page.path)];
  return patterns.flatMap((pattern) =>
    samplePaths(pattern).flatMap((pathname) => {
      const ours = matchRoutePattern(pattern, pathname);
      const theirs = matchPath(pattern, decodeSegments(pathname))?.params ?? null;
      return JSON.stringify(ours) === JSON.stringify(theirs)
        ? []
        : [`${pattern} on ${pathname}: ${JSON.stringify(ours)} against ${JSON.stringify(theirs)}`];
    }),
  );
}
