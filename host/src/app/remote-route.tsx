import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'app-router';
import { usePlatform } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import {
  navigationKey,
  pageFlagOf,
  type PageOutcome,
  type RouteContext,
} from 'shared-contracts/routing';
import { BoundaryError } from '../components/boundary-error';
import { ExitApp } from '../components/exit-app';
import { LoadingState } from '../components/loading-state';
import { LocationProblem } from '../components/location-problem';
import { RemoteArea } from '../federation/remote-area/remote-area';
import { reloadPage } from '../lib/reload-page';
import { hasPagePreloads } from '../federation/preload/page-preloads';
import { forgetRemoteFailure } from '../routing/page-loads';
import { useHostRuntime } from '../routing/host-runtime';
import { useHostState } from './host-state';

/** The outcome of the navigation's page load: known at once when the bootstrap ran it. */
function usePageOutcome(route: RouteContext, attempt: number): PageOutcome | null {
  const queryClient = useQueryClient();
  const { pageLoads } = useHostRuntime();
  const navigation = navigationKey(useLocation().key, route);
  // A retry is a page load of its own.
  const key = attempt === 0 ? navigation : `${navigation} retry ${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; outcome: PageOutcome } | null>(null);
  const run = pageLoads.start(key, route, queryClient);
  const known = run.settled !== undefined;
  useEffect(() => {
    // Known as it rendered: setting it again would render the whole page again, the hydrated one
    // included, for nothing.
    if (known) return;
    let live = true;
    void run.outcome.then((settled) => {
      if (live) setOutcome({ key, outcome: settled });
    });
    return () => {
      live = false;
    };
  }, [run, key, known]);
  return run.settled ?? (outcome?.key === key ? outcome.outcome : null);
}

/**
 * A remote's page, once its guard let it open. In a Suspense boundary of its own: where the host's
 * server left the page to the browser (its guard or loader did not run there to the end), the
 * browser renders what its own page load decides afresh, whatever the server sent.
 */
function RemotePage({ route, remote }: { route: RouteContext; remote: string }) {
  const { PageLeftToBrowser } = useHostRuntime();
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      {PageLeftToBrowser ? (
        <PageLeftToBrowser route={route} />
      ) : (
        <RemotePageByOutcome route={route} remote={remote} />
      )}
    </Suspense>
  );
}

function RemotePageByOutcome({
  route,
  remote,
}: {
  route: RouteContext;
  remote: string;
}): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const outcome = usePageOutcome(route, attempt);
  if (outcome === null) return <LoadingState label="Loading" />;
  if (outcome.kind === 'unavailable') {
    const retry = () => {
      // The page's HTML preloaded this remote: its failed copies stay with the page.
      if (hasPagePreloads(remote)) {
        reloadPage();
        return;
      }
      forgetRemoteFailure(remote);
      setAttempt((n) => n + 1);
    };
    return <BoundaryError onRetry={retry} />;
  }
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'exit') return <ExitApp />;
  // A guard that failed (its data malformed, say) is the page's failure, as the host's own: the
  // boundary page, whose Back to Control Center leaves it.
  if (outcome.kind === 'failed') return <BoundaryError />;
  return <RemoteArea key={remote} remote={remote} route={route} />;
}

/**
 * The host's catch-all: the remote the route context names renders the address (its routes are
 * relative to the root). Before it: an address no remote mounts is a 404; a page whose declared
 * flag is off goes to /not-found; a location context failure shows instead of a location's pages;
 * then the page's guard and loader run (its remote's route table), and the page renders.
 */
export function RemoteRoute() {
  const platform = usePlatform();
  const runtime = useHostRuntime();
  const { route, locationProblem, retryLocations } = useHostState();
  const { remote } = route;
  if (remote === null) {
    // Without a registry no address can be known to be a 404: the area shows its boundary.
    if (!runtime.registryRead()) return <BoundaryError onRetry={reloadPage} />;
    return <Navigate to={HOST_PATHS.notFound} replace />;
  }
  const flag = pageFlagOf(route);
  if (flag !== null && !platform.isFlagOn(flag)) {
    return <Navigate to={HOST_PATHS.notFound} replace />;
  }
  if (locationProblem !== null && route.locationId !== null) {
    return (
      <LocationProblem
        problem={locationProblem}
        onRetry={retryLocations}
        onChooseLocation={() => platform.navigate(HOST_PATHS.locations)}
      />
    );
  }
  return <RemotePage route={route} remote={remote} />;
}
