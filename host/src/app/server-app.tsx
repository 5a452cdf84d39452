import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'app-router';
import { Toaster, UiProvider } from 'ui';
import { HostRuntimeContext, type HostRuntime } from '../routing/host-runtime';
import { AppRoutes } from './app-routes';

interface ServerAppProps {
  /** The address asked for, path and query. */
  url: string;
  mobileSession: boolean;
  queryClient: QueryClient;
  runtime: HostRuntime;
  /** The response's CSP nonce: on every style element the render writes. */
  nonce?: string | undefined;
}

/**
 * The app as the host's server renders one request: its cache, its runtime, its address. The same
 * tree as `App`, which hydrates it.
 */
export function ServerApp({ url, mobileSession, queryClient, runtime, nonce }: ServerAppProps) {
  return (
    <UiProvider nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        <HostRuntimeContext.Provider value={runtime}>
          <MemoryRouter initialEntries={[url]}>
            <AppRoutes mobileSession={mobileSession} />
          </MemoryRouter>
        </HostRuntimeContext.Provider>
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
