import { declaredPaths, prefetchedPaths, setupApiServer } from 'shared-contracts/testing';
import { prefetchPage } from './prefetch-page';
import { SETTINGS_ROUTES } from './route-table';

const api = setupApiServer();
const prefetched = (pathname: string) => prefetchedPaths(() => api.use(), prefetchPage, pathname);

test('each page prefetches exactly the first requests its route table declares', async () => {
  expect(await prefetched('/locations/loc-1/devices')).toEqual(
    declaredPaths(SETTINGS_ROUTES.devices.requests),
  );
});

test('the events summary, and the bare settings path that opens it', async () => {
  expect(await prefetched('/locations/loc-1')).toEqual(
    declaredPaths(SETTINGS_ROUTES.index.requests),
  );
});

test('a page that declares no first request prefetches nothing', async () => {
  expect(await prefetched('/locations/loc-1/alerts')).toEqual([]);
});
