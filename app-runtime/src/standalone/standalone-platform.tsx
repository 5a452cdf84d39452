import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'app-router';
import { isFeatureFlagName, TEXTS } from 'shared-contracts/constants';
import { locationsQueryKey, sessionQuery, useApiClient } from 'shared-contracts/api';
import { environmentConfigForOrigin, PlatformProvider } from 'shared-contracts/platform';
import { isMobileWidth } from 'shared-contracts/rules';
import { EVENTS, useEventBusListener } from 'shared-contracts/events';
import {
  pageFlagOf,
  PATHS,
  pageForPath,
  type RemotesRegistry,
  type RouteManifest,
} from 'shared-contracts/registry';
import { EMPTY_REGISTRY } from 'shared-contracts/startup';
import { Center, Spinner, Text } from 'ui';
import { createStandalonePlatform } from './create-standalone-platform';
import { SANDBOX_ORIGIN } from './sandbox-origin';
import { useStandaloneContext } from './use-standalone-context';

/** The location the address names: its page's `:locationId`, else the query's. */
function locationIdFrom(registry: RemotesRegistry, pathname: string, search: string) {
  return (
    pageForPath(registry, pathname)?.params.locationId ??
    new URLSearchParams(search).get('locationId')
  );
}

interface StandalonePlatformProps {
  /** The remote's route table, as the host reads it from the registry. */
  manifest: RouteManifest;
  children: ReactNode;
}

/**
 * The Platform for a remote running alone on its dev server, built as the host builds its own: the
 * session, the merged flags and the location the URL names (else the last one chosen) with its
 * subscription, from sandbox-api. It also stands in for what the host does around a remote: a page
 * the remote's route table gates by a flag that is off goes to /not-found, which it renders.
 */
export function StandalonePlatform({ manifest, children }: StandalonePlatformProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [chosenLocationId, selectLocation] = useState<string | null>(null);
  // A registry of this remote alone: the host's pageFlagOf reads it as it reads the real one.
  const registry = useMemo<RemotesRegistry>(
    () => ({ ...EMPTY_REGISTRY, remotes: { [manifest.name]: { ...manifest, entry: '' } } }),
    [manifest],
  );
  const session = useQuery(sessionQuery());
  const userId = session.data?.userId ?? 0;
  const locationId = locationIdFrom(registry, pathname, search) ?? chosenLocationId;
  const context = useStandaloneContext(userId, locationId);
  const { flags, location } = context;
  // Alone, the harness owns the location list the host would (ADR 0014): an enrollment, a pause or
  // a finished onboarding refetches it, and a publisher that waits for it waits here too.
  const queryClient = useQueryClient();
  const api = useApiClient();
  const refetchLocations = () =>
    queryClient.invalidateQueries({ queryKey: locationsQueryKey(userId) });
  useEventBusListener(EVENTS.ENROLLMENT_CHANGED, refetchLocations);
  useEventBusListener(EVENTS.PAUSE_CHANGED, refetchLocations);

  const platform = useMemo(
    () =>
      session.data
        ? createStandalonePlatform({
            api,
            session: session.data,
            flags,
            registry,
            location,
            config: environmentConfigForOrigin(window.location.origin),
            navigate,
            selectLocation,
            pathname,
            // The host's breakpoints (spec section 9), read when the page or its location changes.
            isMobile: isMobileWidth(window.innerWidth),
          })
        : null,
    [api, session.data, flags, registry, location, navigate, pathname],
  );

  if (session.isError) {
    return (
      <Center minH="50vh">
        <Text>Sign in on sandbox-api ({SANDBOX_ORIGIN}/signin) to work on this remote alone.</Text>
      </Center>
    );
  }
  if (!platform || context.isLoading) {
    return (
      <Center minH="50vh" role="status" aria-label="Loading">
        <Spinner size="lg" />
      </Center>
    );
  }
  if (pathname === PATHS.notFound) return <Text>{TEXTS.notFoundPage}</Text>;
  const flag = pageFlagOf(registry, pathname);
  if (flag !== null && !(isFeatureFlagName(flag) && platform.isFlagOn(flag))) {
    return <Navigate to={PATHS.notFound} replace />;
  }
  if (context.problem !== null && locationId !== null) {
    return <Text role="alert">{context.problem}</Text>;
  }
  return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
}
