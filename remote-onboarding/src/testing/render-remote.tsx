import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'app-router';
import {
  createFakePlatform,
  routeContextAt,
  type FakePlatform,
  type FakePlatformOptions,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { RemoteApp } from '../exposes/remote-app';

function PathProbe({ probe }: { probe: { path: string } }) {
  const location = useLocation();
  probe.path = `${location.pathname}${location.search}`;
  return null;
}

/**
 * Renders the whole remote at `route` the way the host mounts it (routes relative to the root, the
 * host's /not-found outside it). `path()` reads the router's current path and query. A test of
 * what the product's own cache does (refetch on focus) passes the product's
 * `createQueryClient({ api: pageApiClient() })`.
 */
export function renderRemote(
  route: string,
  options: FakePlatformOptions & { platform?: FakePlatform; queryClient?: QueryClient } = {},
) {
  const platform = options.platform ?? createFakePlatform(options);
  const probe = { path: route };
  const result = renderWithProviders(
    <>
      <PathProbe probe={probe} />
      <Routes>
        <Route path="/not-found" element={<p>Host not found page</p>} />
        <Route path="*" element={<RemoteApp route={routeContextAt(route)} />} />
      </Routes>
    </>,
    { platform, route, ...(options.queryClient ? { queryClient: options.queryClient } : {}) },
  );
  return { ...result, path: () => probe.path };
}
