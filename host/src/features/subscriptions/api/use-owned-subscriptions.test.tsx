import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import type { Location } from 'shared-contracts/entities';
import {
  buildLocation,
  buildSubscription,
  expectErrorReportsNamed,
  setupApiServer,
} from 'shared-contracts/testing';
import { SUBSCRIPTION_CONCURRENCY, useOwnedSubscriptions } from './use-owned-subscriptions';

const expectReports = expectErrorReportsNamed();

let inFlight = 0;
let peak = 0;
const requested: string[] = [];
let failing = new Set<string>();

// The fixture's subscription handler answers at once: this one is slow enough to overlap, and counts.
const slowSubscriptions = http.get(
  '*/api/subscription/:ownerId/locations/:locationId',
  async ({ params }) => {
    const locationId = String(params.locationId);
    requested.push(locationId);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await delay(2);
    inFlight -= 1;
    if (failing.has(locationId)) return HttpResponse.json({}, { status: 500 });
    if (locationId.endsWith('-none')) return HttpResponse.json({}, { status: 404 });
    return HttpResponse.json(buildSubscription());
  },
);
const api = setupApiServer();
beforeEach(() => {
  inFlight = 0;
  peak = 0;
  requested.length = 0;
  failing = new Set();
  api.server.use(slowSubscriptions);
});

function renderOwned(
  locations: Location[] | undefined,
  onRender: (state: ReturnType<typeof useOwnedSubscriptions>) => void = () => undefined,
) {
  const client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ list }: { list: Location[] | undefined }) => {
      const state = useOwnedSubscriptions(list);
      onRender(state);
      return state;
    },
    { wrapper, initialProps: { list: locations } },
  );
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildLocation({ locationId: `loc-${index}`, locationName: `Location ${index}` }),
  );

test('only owned locations are read, at most six at a time, with progress', async () => {
  const owned = many(60);
  const shared = buildLocation({ locationId: 'shared-1', isOwner: false, ownerId: 2002 });
  // Every count the hook rendered: polling could miss the partial ones on a fast machine.
  const progress = new Set<number>();
  const { result } = renderOwned([...owned, shared], ({ settled }) => progress.add(settled));
  expect(result.current.isLoading).toBe(true);
  expect(result.current.total).toBe(60);
  // Sixty reads six at a time: more than waitFor's default second on a loaded 2-core machine.
  await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 15_000 });
  expect(peak).toBeLessThanOrEqual(SUBSCRIPTION_CONCURRENCY);
  expect(peak).toBeGreaterThan(1);
  expect(requested).toHaveLength(60);
  expect(requested).not.toContain('shared-1');
  expect(result.current.settled).toBe(60);
  expect(result.current.byLocationId.size).toBe(60);
  expect([...progress].some((settled) => settled > 0 && settled < 60)).toBe(true);
});

test('a 404 is an answer: no subscription', async () => {
  const { result } = renderOwned([buildLocation({ locationId: 'loc-none' })]);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.byLocationId.get('loc-none')).toBeNull();
  expect(result.current.failedIds).toEqual([]);
  expectReports('There was an error getting the subscription (http 404)');
});

test('failures are named and retry reads only those again', async () => {
  failing = new Set(['loc-3']);
  const { result } = renderOwned(many(5));
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.failedIds).toEqual(['loc-3']);
  failing = new Set();
  requested.length = 0;
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.failedIds).toEqual([]);
  expect(requested).toEqual(['loc-3']);
  expectReports('There was an error getting the subscription (http 500)');
});

test('a user who owns nothing needs no request', async () => {
  const { result } = renderOwned([buildLocation({ isOwner: false, ownerId: 2002 })]);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.total).toBe(0);
  expect(requested).toEqual([]);
});

test('nothing happens before the locations are known', () => {
  const { result } = renderOwned(undefined);
  expect(result.current.isLoading).toBe(true);
  expect(requested).toEqual([]);
});
