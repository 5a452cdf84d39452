import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CurrentLocation } from 'shared-contracts/entities';
import { eventSummaryQuery, vsgStateQuery } from 'shared-contracts/api';
import {
  matchRoutePattern,
  type PagePrefetchContext,
  type RemoteAppModule,
} from 'shared-contracts/registry';
import { buildCurrentLocation } from 'shared-contracts/testing';
import { loadedRemoteApp } from '../registry/remote-registry';
import { usePageDataPrefetch } from './use-page-data-prefetch';

// The federation runtime cannot run in jsdom: the registry's loaded apps are the seam here.
jest.mock('../registry/remote-registry', () => ({ loadedRemoteApp: jest.fn() }));

/** The settings remote's `prefetchPage`, as it declares the events summary's first data. */
const prefetchPage = jest.fn(
  async ({ queryClient, pathname, location }: PagePrefetchContext): Promise<void> => {
    if (location === null) return;
    if (matchRoutePattern('/locations/:locationId/events-summary', pathname) === null) return;
    await Promise.all([
      queryClient.prefetchQuery(vsgStateQuery(location.ownerId, location.locationId)),
      queryClient.prefetchQuery(eventSummaryQuery(location.ownerId, location.locationId)),
    ]);
  },
);
const settingsApp: RemoteAppModule = { RemoteApp: () => null, prefetchPage };

beforeEach(() => {
  prefetchPage.mockClear();
  jest
    .mocked(loadedRemoteApp)
    .mockReset()
    .mockImplementation((key) => (key === 'settings' ? settingsApp : undefined));
});

function prefetchedKeys(
  pathname: string,
  location: CurrentLocation | null,
  remote: string | null = 'settings',
): unknown[] {
  const client = new QueryClient();
  const prefetch = jest.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => usePageDataPrefetch(remote, pathname, 1001, location), { wrapper });
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

const location = buildCurrentLocation({ locationId: 'loc-1001-1', ownerId: 1001 });

test("a remote page's first data is prefetched for the location in context", () => {
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', location)).toEqual([
    vsgStateQuery(1001, 'loc-1001-1').queryKey,
    eventSummaryQuery(1001, 'loc-1001-1').queryKey,
  ]);
  // The remote that renders the page is asked, with what the host knows.
  expect(prefetchPage).toHaveBeenCalledTimes(1);
  expect(prefetchPage).toHaveBeenCalledWith(
    expect.objectContaining({
      pathname: '/locations/loc-1001-1/events-summary',
      userId: 1001,
      location: { locationId: 'loc-1001-1', ownerId: 1001 },
    }),
  );
});

test('nothing is prefetched before the location is known, or for another location than the address', () => {
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', null)).toEqual([]);
  expect(prefetchedKeys('/locations/loc-2002-1/events-summary', location)).toEqual([]);
  // The remote is told no location rather than the previous address's.
  expect(prefetchPage.mock.calls.map(([context]) => context.location)).toEqual([null, null]);
});

test('a page that declares no first data prefetches nothing', () => {
  expect(prefetchedKeys('/locations/loc-1001-1/alerts', location)).toEqual([]);
});

test('a remote that is not loaded yet, or has no prefetchPage, or no remote, is not asked', () => {
  expect(prefetchedKeys('/dashboard', null, 'dashboard')).toEqual([]);
  expect(prefetchedKeys('/locations', null, null)).toEqual([]);
  jest.mocked(loadedRemoteApp).mockReturnValue({ RemoteApp: () => null });
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', location)).toEqual([]);
  expect(prefetchPage).not.toHaveBeenCalled();
});

test("a remote's failed prefetch is left for the page's own query to show", async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  prefetchPage.mockRejectedValueOnce(new Error('remote prefetch failed'));
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', location)).toEqual([]);
  // Node reports a rejection nobody handled once the microtasks have run, before the next
  // macrotask: by then it would have been reported. The page's queries show their own errors.
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(prefetchPage).toHaveBeenCalledTimes(1);
  expect(unhandled).not.toHaveBeenCalled();
});
