import type { RouteManifest } from '../remotes/route-manifest';
import { bestRouteMatch } from '../remotes/route-match';
import { PATHS } from '../remotes/paths';

/**
 * The route patterns the platform serves, which every hand-off's path must land on: the pages of
 * the remotes' route manifests, and the host's own pages (the fixed `PATHS` no remote mounts).
 */
export function servedRoutePatterns(manifests: readonly RouteManifest[]): readonly string[] {
  const pages = manifests.flatMap((manifest) => manifest.pages.map((page) => page.path));
  const mounts = manifests.flatMap((manifest) => manifest.mounts);
  const hostPaths = Object.values(PATHS).flatMap((path) =>
    typeof path === 'string' && bestRouteMatch(mounts, (mount) => mount, path) === null
      ? [path]
      : [],
  );
  return [...pages, ...hostPaths];
}
