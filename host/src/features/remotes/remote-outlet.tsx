import { Navigate, useLocation } from 'react-router-dom';
import { FEATURE_FLAGS, findRemoteForPath, PATHS, usePlatform } from 'shared-contracts';
import { RemoteArea } from './remote-area';

/**
 * The host's catch-all: the remote that owns the path renders it (its own routes are relative to
 * the root); a path no remote owns is a 404.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const remote = findRemoteForPath(pathname);
  if (!remote) return <Navigate to={PATHS.notFound} replace />;
  if (remote === 'dashboard' && !platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB)) {
    return <Navigate to={PATHS.notFound} replace />;
  }
  return <RemoteArea remote={remote} basePath="/" />;
}
