import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'app-router';
import { TEXTS } from 'shared-contracts/constants';
import {
  locationsQuery,
  locationsQueryKey,
  sessionQuery,
  useApiClient,
} from 'shared-contracts/api';
import {
  environmentConfigForOrigin,
  PlatformProvider,
  usePlatform,
} from 'shared-contracts/platform';
import { isMobileWidth } from 'shared-contracts/rules';
import { EVENTS, useEventBusListener } from 'shared-contracts/events';
import { HOST_PATHS, type RemotesRegistry } from 'shared-contracts/registry';
import {
  createPageLoads,
  matchRoute,
  navigationKey,
  pageFlagOf,
  pagePath,
  routeContextOf,
  routeManifestOf,
  type PageOutcome,
  type RouteContext,
  type RouteTable,
} from 'shared-contracts/routing';
import { EMPTY_REGISTRY } from 'shared-contracts/startup';
import { Center, Spinner, Text } from 'ui';
import { createStandalonePlatform } from './create-standalone-platform';
import { SANDBOX_ORIGIN } from './sandbox-origin';
import { useStandaloneContext } from './use-standalone-context';

/** The query's location on a page whose path names none (the host's auth-return pages do so). */
const queryLocation = ({ search }: { search: string }) =>
  new URLSearchParams(search).get('locationId');

interface StandalonePlatformProps {
  /** The remote's route table, as its module gives it to the host. */
  table: RouteTable;
  /** The remote's registry key (its package.json `remote.key`), which its PageRefs name it by. */
  remote: string;
  /** What renders once the page's guard let it open: the remote's app, given the route context. */
  children: (route: RouteContext) => ReactNode;
}

const Loading = () => (
  <Center minH="50vh" role="status" aria-label="Loading">
    <Spinner size="lg" />
  </Center>
);

/** The outcome of this navigation's page load (its guard, then its loader). */
function usePageOutcome(
  loads: ReturnType<typeof createPageLoads>,
  route: RouteContext,
): PageOutcome | null {
  const queryClient = useQueryClient();
  const key = navigationKey(useLocation().key, route);
  const run = loads.start(key, route, queryClient);
  const [outcome, setOutcome] = useState<{ key: string; outcome: PageOutcome } | null>(null);
  useEffect(() => {
    let live = true;
    void run.outcome.then((settled) => {
      if (live) setOutcome({ key, outcome: settled });
    });
    return () => {
      live = false;
    };
  }, [run, key]);
  return run.settled ?? (outcome?.key === key ? outcome.outcome : null);
}

/** Leaves the control center (the Platform's exit), once, as the host's guard outcome does. */
function ExitApp() {
  const platform = usePlatform();
  const exited = useRef(false);
  useEffect(() => {
    if (exited.current) return;
    exited.current = true;
    platform.exit();
  }, [platform]);
  return <Loading />;
}

/** The page once its guard and loader have run, as the host runs them. */
function StandalonePage({
  loads,
  route,
  children,
}: {
  loads: ReturnType<typeof createPageLoads>;
  route: RouteContext;
  children: (route: RouteContext) => ReactNode;
}) {
  const outcome = usePageOutcome(loads, route);
  if (outcome === null) return <Loading />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'exit') return <ExitApp />;
  if (outcome.kind === 'failed') return <Text role="alert">The page could not be opened.</Text>;
  return children(route);
}

/**
 * The Platform for a remote running alone on its dev server, built as the host builds its own: the
 * session, the merged flags and the location the URL names (else the last one chosen) with its
 * subscription, from sandbox-api. It also stands in for what the host does around a remote: a page
 * the route table gates by a flag that is off goes to /not-found, which it renders, and each
 * page's guard and loader run before it, from the same route context and runner as the host's.
 */
export function StandalonePlatform({ table, remote, children }: StandalonePlatformProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [chosenLocationId, selectLocation] = useState<string | null>(null);
  // A registry of this remote alone: the route context reads it as the host reads the real one.
  const registry = useMemo<RemotesRegistry>(
    () => ({ ...EMPTY_REGISTRY, remotes: { [remote]: { ...routeManifestOf(table), entry: '' } } }),
    [table, remote],
  );
  const loads = useMemo(
    () =>
      createPageLoads({
        moduleOf: () => ({ RemoteApp: () => null, routeTable: table }),
        pathOf: (page) => pagePath(registry, page) ?? HOST_PATHS.notFound,
      }),
    [table, registry],
  );
  const match = useMemo(
    () => matchRoute(registry, { pathname, search }, queryLocation),
    [registry, pathname, search],
  );
  const session = useQuery(sessionQuery());
  const userId = session.data?.userId ?? 0;
  const locationId = match.locationId ?? chosenLocationId;
  const context = useStandaloneContext(userId, locationId);
  const { flags, location } = context;
  const locations = useQuery({ ...locationsQuery(userId), enabled: userId > 0 }).data;
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
  if (!platform || context.isLoading) return <Loading />;
  if (pathname === HOST_PATHS.notFound) return <Text>{TEXTS.notFoundPage}</Text>;
  const flag = pageFlagOf(match);
  if (flag !== null && !platform.isFlagOn(flag)) {
    return <Navigate to={HOST_PATHS.notFound} replace />;
  }
  if (context.problem !== null && locationId !== null) {
    return <Text role="alert">{context.problem}</Text>;
  }
  const route = routeContextOf(match, { userId, locations: locations ?? [], flags });
  return (
    <PlatformProvider platform={platform}>
      <StandalonePage loads={loads} route={route}>
        {children}
      </StandalonePage>
    </PlatformProvider>
  );
}
