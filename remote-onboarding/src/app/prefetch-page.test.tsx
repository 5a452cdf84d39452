import { declaredPaths, prefetchedPaths, setupApiServer } from 'shared-contracts/testing';
import { prefetchPage } from './prefetch-page';
import { ONBOARDING_ROUTES } from './route-table';

const api = setupApiServer();
const prefetched = (pathname: string) => prefetchedPaths(() => api.use(), prefetchPage, pathname);

test('the introduction prefetches exactly the first requests its route table declares', async () => {
  expect(await prefetched('/onboarding/loc-1')).toEqual(
    declaredPaths(ONBOARDING_ROUTES.introduction.requests),
  );
});

test('a page that declares no first request prefetches nothing', async () => {
  expect(await prefetched('/onboarding/loc-1/devices')).toEqual([]);
});
