import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'app-router';
import { getQueryClient } from 'shared-contracts/api';
import { Toaster, UiProvider } from 'ui';
import { AppRoutes } from './app-routes';

export function App({ mobileSession }: { mobileSession: boolean }) {
  return (
    <UiProvider>
      <QueryClientProvider client={getQueryClient()}>
        <BrowserRouter>
          <AppRoutes mobileSession={mobileSession} />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </UiProvider>
  );
}
