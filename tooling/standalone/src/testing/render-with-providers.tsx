import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'app-router';
import { PlatformProvider } from 'shared-contracts';
import { createFakePlatform, type FakePlatform } from 'shared-contracts/testing';
import { UiProvider } from 'ui';

export interface RenderOptions {
  platform?: FakePlatform;
  /** The URL the memory router starts at. */
  route?: string;
  /** A route pattern to render the element under, so that it sees its params. */
  path?: string;
  /** A query cache the test has filled; default: a fresh one. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  platform: FakePlatform;
  queryClient: QueryClient;
}

/**
 * Renders as the host would: Chakra, a fresh query cache, a router and a (fake) Platform. The
 * providers wrap what `rerender` is given too.
 */
export function renderWithProviders(
  element: ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const platform = options.platform ?? createFakePlatform();
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
    });
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <PlatformProvider platform={platform}>{children}</PlatformProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>
  );
  const result = render(
    options.path ? (
      <Routes>
        <Route path={options.path} element={element} />
      </Routes>
    ) : (
      element
    ),
    { wrapper },
  );
  return { ...result, user, platform, queryClient };
}
