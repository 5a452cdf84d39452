import { Navigate, useLocation } from 'app-router';
import { usePlatform } from 'shared-contracts/platform';
import { PATHS, remoteForPath } from 'shared-contracts/registry';
import { LocationProblem } from '../components/location-problem';
import { RemoteArea } from '../federation/remote-area/remote-area';
import { currentRegistry, isRegistryRead } from '../federation/registry/registry-store';
import { BoundaryError } from '../components/boundary-error';
import { reloadPage } from '../lib/reload-page';
import { usePageDataPrefetch } from '../federation/preload/use-page-data-prefetch';
import { SettingsGuard } from '../features/settings-guard/settings-guard';
import { locationIdFromPath } from '../lib/location-from-url';
import { useHostState } from './host-state';

/**
 * The host's catch-all: the remote the registry mounts at the path renders it (its routes are
 * relative to the root). Before a remote is loaded: a path no remote mounts is a 404; a page whose
 * declared feature flag is off redirects to /not-found; a location context failure shows instead of
 * a location's pages; the guard the remote declares runs before it. The remote prefetches the
 * page's first data meanwhile.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const { locationProblem, retryLocations } = useHostState();
  const registry = currentRegistry();
  const remote = remoteForPath(registry, pathname);
  usePageDataPrefetch(remote, pathname, platform.session.userId, platform.location);
  if (!remote) {
    // Without a registry no address can be known to be a 404: the area shows its boundary.
    if (!isRegistryRead()) return <BoundaryError onRetry={reloadPage} />;
    return <Navigate to={PATHS.notFound} replace />;
  }
  // The same answer the remotes get for their links: a page whose declared flag is off is not on.
  if (!platform.isPageOn(pathname)) return <Navigate to={PATHS.notFound} replace />;
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
  const guard = registry.remotes[remote]?.guard;
  return guard === 'location-settings' ? <SettingsGuard>{area}</SettingsGuard> : area;
}
