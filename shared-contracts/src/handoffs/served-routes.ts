import { PATHS } from '../remotes/paths';
import { REMOTES, findRemoteForPath } from '../remotes/remotes';

/**
 * The route patterns the platform serves, which every hand-off's path must land on: the remotes'
 * routes as `REMOTES` declares them, and the host's own pages (the fixed `PATHS` no remote serves).
 * The one place to point at the remotes' route manifests (`RouteManifest.pages`) once they are in.
 */
export function servedRoutePatterns(): readonly string[] {
  const remoteRoutes = Object.values(REMOTES).flatMap((remote): readonly string[] => remote.routes);
  const hostPaths = Object.values(PATHS).flatMap((path) =>
    typeof path === 'string' && findRemoteForPath(path) === null ? [path] : [],
  );
  return [...remoteRoutes, ...hostPaths];
}
