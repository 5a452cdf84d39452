import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'app-router';
import { configureApiClient, getQueryClient } from 'shared-contracts/api';
import type { RemoteAppProps } from 'shared-contracts/registry';
import type { RouteTable } from 'shared-contracts/routing';
import { PageContainer, Toaster, UiProvider } from 'ui';
import { sandboxPageUrl } from './sandbox-origin';
import { StandalonePlatform } from './standalone-platform';

/**
 * Renders a remote's app alone, with a standalone Platform, into #root: `table` is its route table,
 * `remote` its registry key.
 */
export function mountStandalone(
  RemoteApp: ComponentType<RemoteAppProps>,
  table: RouteTable,
  remote: string,
) {
  configureApiClient({
    onSessionUnauthorized: () =>
      window.location.assign(sandboxPageUrl('signin', { return_to: window.location.href })),
  });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={getQueryClient()}>
          <BrowserRouter>
            <StandalonePlatform table={table} remote={remote}>
              {(route) => (
                // The page container the host gives every route, so a remote alone looks as composed.
                <PageContainer py="4">
                  <RemoteApp route={route} />
                </PageContainer>
              )}
            </StandalonePlatform>
          </BrowserRouter>
          <Toaster />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
