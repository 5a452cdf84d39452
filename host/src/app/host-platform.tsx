import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'app-router';
import { locationsQuery, useApiClient } from 'shared-contracts/api';
import type { Session } from 'shared-contracts/entities';
import { environmentConfigForOrigin, PlatformProvider } from 'shared-contracts/platform';
import { resolveEnvironment } from 'shared-contracts/rules';
import { matchRoute, routeContextOf } from 'shared-contracts/routing';
import { showToast } from 'ui';
import { useAreaEvents } from '../features/area-events/use-area-events';
import { useAuthorizationRequest } from '../features/authorization/use-authorization-request';
import { useFeatureFlags } from '../features/flags/use-feature-flags';
import { useLocationStore } from '../features/location/location-store';
import { useCurrentLocation } from '../features/location/use-current-location';
import { useIsMobile } from '../features/viewport/use-is-mobile';
import { authorizeUrl, externalPageUrl } from '../lib/external-pages';
import { hostPageLocation } from '../routing/host-page-location';
import { createHostPlatform, createStatRecorder } from './create-host-platform';
import { useHostRuntime } from '../routing/host-runtime';
import { HostStateContext, type HostState } from './host-state';

interface HostPlatformProps {
  session: Session;
  mobileSession: boolean;
  children: ReactNode;
}

/**
 * Builds the Platform every remote reaches the host through and provides it, with the host's own
 * state (the route context, readiness, location context failure) and the Authorize modal. The
 * address is resolved here, once per navigation: where it names a location, that is the location
 * in context; else the one last chosen (the selector's, the dashboard's).
 */
export function HostPlatform({ session, mobileSession, children }: HostPlatformProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const api = useApiClient();
  const runtime = useHostRuntime();
  const { origin, platformConfig, pageLoads } = runtime;
  const environment = useMemo(() => resolveEnvironment(origin), [origin]);
  // The build has every environment's values; this page's are picked by its origin, as above.
  const config = useMemo(
    () => environmentConfigForOrigin(origin, platformConfig),
    [origin, platformConfig],
  );
  const selectLocation = useLocationStore((state) => state.selectLocation);
  const chosenLocationId = useLocationStore((state) => state.locationId);
  const match = useMemo(
    () => matchRoute(runtime.registry(), { pathname, search }, hostPageLocation),
    [runtime, pathname, search],
  );
  const locationId = match.locationId ?? chosenLocationId;
  const current = useCurrentLocation(session.userId, locationId);
  const locations = useQuery(locationsQuery(session.userId)).data;
  useAreaEvents(session.userId, locationId);
  const { flags, isLoading: flagsLoading } = useFeatureFlags(
    session.userId,
    locationId,
    environment,
  );
  const currentLocationId = current.location?.locationId ?? null;
  const route = useMemo(
    () => routeContextOf(match, { userId: session.userId, locations: locations ?? [], flags }),
    [match, session.userId, locations, flags],
  );
  useEffect(() => {
    if (match.remote === null) pageLoads.forgetEntry();
  }, [match, pageLoads]);

  const recordStat = useMemo(
    () =>
      createStatRecorder({ api, userId: session.userId, pathname, locationId: currentLocationId }),
    [api, session.userId, pathname, currentLocationId],
  );

  const authorization = useAuthorizationRequest({
    userId: session.userId,
    authorizeUrl: (target, redirectUri) => authorizeUrl(environment, target, redirectUri),
    linkedAccountsUrl: externalPageUrl(environment, 'linkedAccounts'),
    mobileSession,
    recordStat,
  });
  const authorize = authorization.request;

  const platform = useMemo(
    () =>
      createHostPlatform({
        session,
        flags,
        registry: runtime.registry,
        location: current.location,
        environment,
        config,
        mobileSession,
        isMobile,
        navigate,
        selectLocation,
        authorize,
        currentPath: pathname + search,
        toast: showToast,
        recordStat,
      }),
    [
      session,
      flags,
      runtime,
      current.location,
      environment,
      config,
      mobileSession,
      isMobile,
      navigate,
      selectLocation,
      authorize,
      pathname,
      search,
      recordStat,
    ],
  );

  const hostState = useMemo<HostState>(
    () => ({
      route,
      ready: !flagsLoading && !current.isLoading,
      locationProblem: current.problem,
      retryLocations: current.retry,
    }),
    [route, flagsLoading, current.isLoading, current.problem, current.retry],
  );

  return (
    <PlatformProvider platform={platform}>
      <HostStateContext.Provider value={hostState}>
        {children}
        {authorization.modal}
      </HostStateContext.Provider>
    </PlatformProvider>
  );
}
