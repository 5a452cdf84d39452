import { QueryClient } from '@tanstack/react-query';
import { fillPathTemplate } from 'shared-contracts';
import { createApiFixture, createApiHandlers, setupApiServer } from 'shared-contracts/testing';
import { prefetchPage } from './prefetch-page';
import { SETTINGS_ROUTES } from './route-table';

const { server } = setupApiServer();

/** The paths below /api a prefetch of `pathname` asked for. */
async function prefetchedPaths(pathname: string): Promise<string[]> {
  const fixture = createApiFixture();
  server.use(...createApiHandlers(fixture));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchPage({
    queryClient,
    pathname,
    userId: 1001,
    location: { locationId: 'loc-1', ownerId: 1001 },
  });
  return fixture.requests.map(({ url }) => new URL(url).pathname.replace(/^\/api\//, '')).sort();
}

const declared = (requests: readonly string[]) =>
  requests
    .map((template) => fillPathTemplate(template, { ownerId: 1001, locationId: 'loc-1' }))
    .sort();

test('each page prefetches exactly the first requests its route table declares', async () => {
  expect(await prefetchedPaths('/locations/loc-1/devices')).toEqual(
    declared(SETTINGS_ROUTES.devices.requests),
  );
});

test('the events summary, and the bare settings path that opens it', async () => {
  expect(await prefetchedPaths('/locations/loc-1')).toEqual(
    declared(SETTINGS_ROUTES.index.requests),
  );
});

test('a page that declares no first request prefetches nothing', async () => {
  expect(await prefetchedPaths('/locations/loc-1/alerts')).toEqual([]);
});
