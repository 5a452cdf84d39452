import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteAppProps, RemoteKey } from 'shared-contracts';
import { Center, Spinner } from 'ui';
import { BoundaryError } from '../../components/boundary-error';
import { reloadPage } from '../../lib/reload-page';
import { ErrorBoundary } from './error-boundary';
import { hasPagePreloads } from './page-preloads';
import { loadRemoteApp, resetRemote } from './remote-registry';

type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

const loaded = new Map<RemoteKey, RemoteComponent>();

function remoteComponent(key: RemoteKey): RemoteComponent {
  let component = loaded.get(key);
  if (!component) {
    component = lazy(async () => ({ default: (await loadRemoteApp(key)).RemoteApp }));
    loaded.set(key, component);
  }
  return component;
}

/** Where a remote renders: loaded on first use, inside its own error boundary with a retry. */
export function RemoteArea({ remote, basePath }: { remote: RemoteKey; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteComponent(remote);

  const retry = () => {
    // The page's HTML preloaded this remote: its failed copies stay with the page.
    if (hasPagePreloads(remote)) {
      reloadPage();
      return;
    }
    loaded.delete(remote);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => <BoundaryError onRetry={retry} />}
      onError={(error) => console.warn(`[remote ${remote}]`, error)}
    >
      <Suspense
        fallback={
          <Center minH="40vh" role="status" aria-label="Loading">
            <Spinner size="lg" color="brand.solid" />
          </Center>
        }
      >
        <App basePath={basePath} />
      </Suspense>
    </ErrorBoundary>
  );
}
