import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { eventSummaryQuery, vsgStateQuery, type CurrentLocation } from 'shared-contracts';
import { buildCurrentLocation } from 'shared-contracts/testing';
import { usePageDataPrefetch } from './use-page-data-prefetch';

function prefetchedKeys(pathname: string, location: CurrentLocation | null): unknown[] {
  const client = new QueryClient();
  const prefetch = jest.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => usePageDataPrefetch(pathname, location), { wrapper });
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

const location = buildCurrentLocation({ locationId: 'loc-1001-1', ownerId: 1001 });

test("a remote page's first data is prefetched for the location in context", () => {
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', location)).toEqual([
    vsgStateQuery(1001, 'loc-1001-1').queryKey,
    eventSummaryQuery(1001, 'loc-1001-1').queryKey,
  ]);
});

test('nothing is prefetched before the location is known, or for another location than the address', () => {
  expect(prefetchedKeys('/locations/loc-1001-1/events-summary', null)).toEqual([]);
  expect(prefetchedKeys('/locations/loc-2002-1/events-summary', location)).toEqual([]);
});

test('a page that declares no first data prefetches nothing', () => {
  expect(prefetchedKeys('/locations/loc-1001-1/alerts', location)).toEqual([]);
});
