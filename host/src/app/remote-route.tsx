import { Navigate, useLocation } from 'app-router';
import { findRemoteForPath, pageFlag, PATHS, usePlatform } from 'shared-contracts';
import { LocationProblem } from '../components/location-problem';
import { RemoteArea } from '../features/remotes/remote-area';
import { usePageDataPrefetch } from '../features/remotes/use-page-data-prefetch';
import { SettingsGuard } from '../features/settings-guard/settings-guard';
import { locationIdFromPath } from '../lib/location-from-url';
import { useHostState } from './host-state';

/**
 * The host's catch-all: the remote that owns the path renders it (its routes are relative to the
 * root). Before a remote is loaded: a path no remote owns is a 404; a page whose feature flag is off
 * redirects to /not-found; a location context failure shows instead of a location's pages; the
 * settings guards run before the settings remote. The page's first data is prefetched meanwhile.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const { locationProblem, retryLocations } = useHostState();
  usePageDataPrefetch(pathname, platform.location);
  const remote = findRemoteForPath(pathname);
  if (!remote) return <Navigate to={PATHS.notFound} replace />;
  const flag = pageFlag(pathname);
  if (flag !== null && !platform.isFlagOn(flag)) return <Navigate to={PATHS.notFound} replace />;
  if (locationProblem && locationIdFromPath(pathname)) {
    return (
      <LocationProblem
        problem={locationProblem}
        onRetry={retryLocations}
        onChooseLocation={() => platform.navigate(PATHS.locations)}
      />
    );
  }
  const area = <RemoteArea key={remote} remote={remote} basePath="/" />;
  return remote === 'settings' ? <SettingsGuard>{area}</SettingsGuard> : area;
}
