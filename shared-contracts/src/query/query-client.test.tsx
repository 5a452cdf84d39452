import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import {
  REFETCH_ON_RETURN,
  getQueryClient,
  resetQueryClient,
  shouldRetryQuery,
} from './query-client';

afterEach(() => resetQueryClient());

test('getQueryClient returns one client per page', () => {
  expect(getQueryClient()).toBe(getQueryClient());
});

test('two copies of the module share the one client', async () => {
  const first = getQueryClient();
  let second: unknown;
  await jest.isolateModulesAsync(async () => {
    const copy = await import('./query-client');
    second = copy.getQueryClient();
  });
  expect(second).toBe(first);
});

test('defaults: stale 30 s, one retry, no refetch on focus, mutations never retry', () => {
  const defaults = getQueryClient().getDefaultOptions();
  expect(defaults.queries?.staleTime).toBe(30_000);
  expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  expect(defaults.queries?.retry).toBe(shouldRetryQuery);
  expect(defaults.mutations?.retry).toBe(false);
});

test('queries retry once, never on a 4xx answer', () => {
  const serverError = new ApiError({ status: 500, kind: 'http', message: 'm' });
  const notFound = new ApiError({ status: 404, kind: 'http', message: 'm' });
  const network = new ApiError({ status: null, kind: 'network', message: 'm' });
  expect(shouldRetryQuery(0, serverError)).toBe(true);
  expect(shouldRetryQuery(0, network)).toBe(true);
  expect(shouldRetryQuery(1, serverError)).toBe(false);
  expect(shouldRetryQuery(0, notFound)).toBe(false);
});

test('resetQueryClient gives a fresh client', () => {
  const first = getQueryClient();
  resetQueryClient();
  expect(getQueryClient()).not.toBe(first);
});

test('a query that refetches on return does so on the window focus and on visibilitychange', async () => {
  const client = getQueryClient();
  // As QueryClientProvider does: the client starts listening to focus.
  client.mount();
  let reads = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['on-return'],
    queryFn: () => ++reads,
    ...REFETCH_ON_RETURN,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await waitFor(() => expect(reads).toBe(1));
  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(reads).toBe(2));
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  await waitFor(() => expect(reads).toBe(3));
  unsubscribe();
  client.unmount();
});
