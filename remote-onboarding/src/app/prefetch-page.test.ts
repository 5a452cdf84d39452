import { QueryClient } from '@tanstack/react-query';
import { fillPathTemplate } from 'shared-contracts';
import { createApiFixture, createApiHandlers, setupApiServer } from 'shared-contracts/testing';
import { prefetchPage } from './prefetch-page';
import { ONBOARDING_ROUTES } from './route-table';

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

test('the introduction prefetches exactly the first requests its route table declares', async () => {
  expect(await prefetchedPaths('/onboarding/loc-1')).toEqual(
    declared(ONBOARDING_ROUTES.introduction.requests),
  );
});

test('a page that declares no first request prefetches nothing', async () => {
  expect(await prefetchedPaths('/onboarding/loc-1/devices')).toEqual([]);
});
