import { Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { instantLazy } from 'app-runtime/lazy';
import type { RemoteAppProps } from 'shared-contracts/registry';
import type { RouteContext } from 'shared-contracts/routing';
import { Center, Spinner } from 'ui';
import { BoundaryError } from '../../components/boundary-error';
import { reloadPage } from '../../lib/reload-page';
import { hasPagePreloads } from '../preload/page-preloads';
import { loadedRemoteApp, loadRemoteApp } from '../registry/load-remote';
import { RemoteUnavailableError } from '../registry/remote-unavailable-error';
import { fieldTelemetry } from '../telemetry/start-field-telemetry';

type RemoteComponent = ComponentType<RemoteAppProps>;

/** The component each remote's area renders; one per remote, so it is never remounted. */
const components = new Map<string, RemoteComponent>();

/**
 * The remote's app, rendered in the same pass when its module has already loaded (the start-up
 * preload usually has), else once it has (see instantLazy).
 */
function remoteComponent(key: string): RemoteComponent {
  let component = components.get(key);
  if (!component) {
    component = instantLazy(
      () => loadRemoteApp(key).then((module) => module.RemoteApp),
      () => loadedRemoteApp(key)?.RemoteApp,
    ).Component;
    components.set(key, component);
  }
  return component;
}

/** For tests: every remote's component is chosen afresh. */
export function forgetRemoteComponents(): void {
  components.clear();
}

/**
 * Where a remote renders: loaded on first use, inside its own error boundary with a retry. A failed
 * load is forgotten by the registry and by the federation runtime, so Retry only mounts the area
 * afresh.
 */
export function RemoteArea({ remote, route }: { remote: string; route: RouteContext }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteComponent(remote);

  const retry = () => {
    // The page's HTML preloaded this remote: its failed copies stay with the page.
    if (hasPagePreloads(remote)) {
      reloadPage();
      return;
    }
    components.delete(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallback={<BoundaryError onRetry={retry} />}
      onError={(error) => {
        console.warn(`[remote ${remote}]`, error);
        // A load that failed is its load report's; a render error is the boundary's own.
        if (!(error instanceof RemoteUnavailableError)) {
          fieldTelemetry()?.boundaryError(route.pathname, error);
        }
      }}
    >
      <Suspense
        fallback={
          <Center minH="40vh" role="status" aria-label="Loading">
            <Spinner size="lg" color="brand.solid" />
          </Center>
        }
      >
        <App route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}
