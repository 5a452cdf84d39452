import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'app-router';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import { pagePathOf, PlatformProvider, type Platform } from 'shared-contracts/platform';
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
 * The fake Platform, with navigate also moving the memory router, as the host's moves its own. The
 * Platform stays one object while the page moves (the router's navigate changes with the path), so
 * that an effect which depends on it and navigates runs once.
 */
function RoutedPlatform({ fake, children }: { fake: FakePlatform; children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const platform = useMemo<Platform>(
    () => ({
      ...fake,
      navigate: (to, options) => {
        fake.navigate(to, options);
        void latest.current(pagePathOf(fake, to), options ?? {});
      },
    }),
    [fake],
  );
  return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
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
    bindApiClient(
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, gcTime: Infinity },
          mutations: { retry: false },
        },
      }),
      pageApiClient(),
    );
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <RoutedPlatform fake={platform}>{children}</RoutedPlatform>
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
