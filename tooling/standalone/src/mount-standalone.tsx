import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'app-router';
import { configureApiClient, getQueryClient, type RemoteAppProps } from 'shared-contracts';
import { Box, Toaster, UiProvider } from 'ui';
import { SANDBOX_ORIGIN, StandalonePlatform } from './standalone-platform';

/** Renders a remote's app alone, with a standalone Platform, into #root. */
export function mountStandalone(RemoteApp: ComponentType<RemoteAppProps>) {
  configureApiClient({
    onSessionUnauthorized: () =>
      window.location.assign(
        `${SANDBOX_ORIGIN}/signin?return_to=${encodeURIComponent(window.location.href)}`,
      ),
  });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={getQueryClient()}>
          <BrowserRouter>
            <StandalonePlatform>
              <Box maxW="1280px" mx="auto" p="4">
                <RemoteApp basePath="/" />
              </Box>
            </StandalonePlatform>
          </BrowserRouter>
          <Toaster />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
