import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RouteContext } from 'shared-contracts/routing';
import { Center, Spinner } from 'ui';
import { BoundaryError } from '../../components/boundary-error';
import { reloadPage } from '../../lib/reload-page';
import { hasPagePreloads } from '../preload/page-preloads';
import { RemoteUnavailableError } from '../registry/remote-unavailable-error';
import { fieldTelemetry } from '../telemetry/start-field-telemetry';
import { useHostRuntime } from '../../routing/host-runtime';
import { replayCapturedTaps } from '../../startup/tap-capture';

/**
 * A remote's area while its code loads; the server renders it too where the browser will render the
 * area, so that the two agree.
 */
export function RemoteAreaLoading() {
  return (
    <Center minH="40vh" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** Its effect runs once the area has hydrated, rendered or failed: taps held until then go in. */
function AreaReady() {
  useEffect(() => replayCapturedTaps('remote area'), []);
  return null;
}

/**
 * Where a remote renders: loaded on first use, inside its own error boundary with a retry. A failed
 * load is forgotten by the registry and by the federation runtime, so Retry only mounts the area
 * afresh.
 */
export function RemoteArea({ remote, route }: { remote: string; route: RouteContext }) {
  const [attempt, setAttempt] = useState(0);
  const runtime = useHostRuntime();
  const App = runtime.remoteComponent(remote);
  // An area that goes before it has hydrated lets the held taps go.
  useEffect(() => () => replayCapturedTaps('remote area'), []);

  const retry = () => {
    // The page's HTML preloaded this remote: its failed copies stay with the page.
    if (hasPagePreloads(remote)) {
      reloadPage();
      return;
    }
    runtime.forgetRemoteComponent(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallback={
        <>
          <BoundaryError onRetry={retry} />
          <AreaReady />
        </>
      }
      onError={(error) => {
        console.warn(`[remote ${remote}]`, error);
        // A load that failed is its load report's; a render error is the boundary's own.
        if (!(error instanceof RemoteUnavailableError)) {
          fieldTelemetry()?.boundaryError(route.pathname, error);
        }
      }}
    >
      <Suspense fallback={<RemoteAreaLoading />}>
        <App route={route} />
        <AreaReady />
      </Suspense>
    </ErrorBoundary>
  );
}
