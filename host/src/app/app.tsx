import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'app-router';
import { getQueryClient } from 'shared-contracts/api';
import { Toaster, UiProvider } from 'ui';
import { AppRoutes } from './app-routes';

interface AppProps {
  mobileSession: boolean;
  /** The CSP nonce of a page the server rendered, for the style elements the app adds. */
  nonce?: string | undefined;
}

export function App({ mobileSession, nonce }: AppProps) {
  return (
    <UiProvider nonce={nonce}>
      <QueryClientProvider client={getQueryClient()}>
        <BrowserRouter>
          <AppRoutes mobileSession={mobileSession} />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
