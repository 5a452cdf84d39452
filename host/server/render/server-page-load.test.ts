import { http, HttpResponse } from 'msw';
import { FEATURE_OVERRIDES_COOKIE } from 'shared-contracts/constants';
import { devicesQuery, devicesQueryKey, vsgStatusQuery } from 'shared-contracts/api';
import type { RegistryRemote, RemoteAppModule, RemotesRegistry } from 'shared-contracts/registry';
import { redirectTo, type RouteTable } from 'shared-contracts/routing';
import {
  buildDevice,
  buildVsgStatus,
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  setupApiServer,
} from 'shared-contracts/testing';
import { loadServerPage, type ServerPageLoad, type ServerRequest } from './server-page-load';

const api = setupApiServer();

// A remote's route table as a remote writes one: a guard on its pages, a loader, a gated page.
const routeTable: RouteTable = {
  name: 'remote_area',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  flags: ['next-area-beta'],
  pages: [
    {
      id: 'devices',
      path: '/locations/:locationId/devices',
      guard: async ({ queryClient, ownerId, params }) => {
        const status = await queryClient.fetchQuery(
          vsgStatusQuery(ownerId ?? 0, params.locationId ?? ''),
        );
        return status.status === 'ACTIVE' ? undefined : redirectTo('/locations/elsewhere');
      },
      loader: ({ queryClient, ownerId, params }) =>
        queryClient.prefetchQuery(devicesQuery(ownerId ?? 0, params.locationId ?? '')),
    },
    { id: 'beta', path: '/locations/:locationId/beta', flag: 'next-area-beta' },
    {
      id: 'list',
      path: '/locations/:locationId/list',
      // A long list the browser shows as it arrives: started, not awaited.
      loader: ({ queryClient, ownerId, params }) => {
        void queryClient.prefetchQuery(devicesQuery(ownerId ?? 0, params.locationId ?? ''));
        return Promise.resolve();
      },
    },
  ],
};
const areaModule: RemoteAppModule = { RemoteApp: () => null, routeTable };
const remote: RegistryRemote = {
  ...routeTable,
  pages: routeTable.pages.map(({ id, path, flag }) => ({ id, path, ...(flag ? { flag } : {}) })),
  entry: 'http://remote.test/1.0.0/remoteEntry.js',
};
const registry: RemotesRegistry = { schemaVersion: 2, remotes: { area: remote } };

const request = (path: string, cookie = 'session=abc'): ServerRequest => {
  const url = new URL(path, 'http://localhost:3000');
  return {
    url: { pathname: url.pathname, search: url.search },
    origin: 'http://localhost:3000',
    cookie,
  };
};

const load = (
  path: string,
  options: { moduleOf?: () => Promise<RemoteAppModule>; budgetMs?: number; cookie?: string } = {},
) =>
  loadServerPage(request(path, options.cookie), {
    registry,
    apiOrigin: 'http://api.test',
    moduleOf: options.moduleOf ?? (() => Promise.resolve(areaModule)),
    budgetMs: () => options.budgetMs ?? 2_000,
  });

function pageOf(outcome: ServerPageLoad) {
  if (outcome.kind !== 'render') throw new Error(`a redirect to ${outcome.location}`);
  return outcome;
}

const devicesPath = `/locations/${FIXTURE_LOCATION_ID}/devices`;

test("the page's guard and loader run with the browser's cookie; the cache holds their data", async () => {
  const fixture = api.use({ devices: [buildDevice({ name: 'Porch' })] });
  const served = pageOf(await load(devicesPath));
  expect(served.fallback).toBeNull();
  expect(served.module).toBe(areaModule);
  expect(served.route).toMatchObject({ remote: 'area', ownerId: FIXTURE_USER_ID, isOwner: true });
  expect(
    served.queryClient.getQueryData(devicesQueryKey(FIXTURE_USER_ID, FIXTURE_LOCATION_ID)),
  ).toEqual([expect.objectContaining({ name: 'Porch' })]);
  const keys = served.dehydrated().queries.map((query) => query.queryKey[0]);
  expect(keys).toEqual(expect.arrayContaining(['session', 'locations', 'devices']));
  // Every call carried the browser's cookie, and went to the API's origin.
  expect(fixture.requests.length).toBeGreaterThan(3);
  for (const call of fixture.requests) {
    expect(call.headers.cookie).toBe('session=abc');
    expect(call.url.startsWith('http://api.test/api/')).toBe(true);
  }
});

test('session 400 or 401 answers a redirect to sign-in with the return path', async () => {
  api.use({ signedIn: false });
  expect(await load(`${devicesPath}?from=menu`)).toEqual({
    kind: 'redirect',
    location: `http://localhost:3100/signin?return_to=${encodeURIComponent(
      `http://localhost:3000${devicesPath}?from=menu`,
    )}`,
  });
});

test('401 on a call other than the session answers a redirect to the root', async () => {
  api.use();
  api.server.use(
    http.get('*/api/neighbors/:userId/locations/:locationId/devices', () =>
      HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    ),
  );
  expect(await load(devicesPath)).toEqual({ kind: 'redirect', location: '/' });
  // The selector's routing with no locations read would go to the upsell page: the root instead.
  api.server.use(
    http.get('*/api/neighbors/:userId/locations', () =>
      HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    ),
  );
  expect(await load('/locations')).toEqual({ kind: 'redirect', location: '/' });
});

test("a guard's redirect is the server's redirect", async () => {
  api.use({
    vsgStatus: { [FIXTURE_LOCATION_ID]: buildVsgStatus({ status: 'INACTIVE' }) },
  });
  expect(await load(devicesPath)).toEqual({ kind: 'redirect', location: '/locations/elsewhere' });
});

test('a page whose flag is off goes to /not-found; on, from the API or the cookie, it renders', async () => {
  api.use();
  const beta = `/locations/${FIXTURE_LOCATION_ID}/beta`;
  expect(await load(beta)).toEqual({ kind: 'redirect', location: '/not-found' });
  api.use({ flags: { user: { 'next-area-beta': true }, locations: {} } });
  expect(pageOf(await load(beta)).fallback).toBeNull();
  api.use();
  const overridden = await load(beta, {
    cookie: `session=abc; ${FEATURE_OVERRIDES_COOKIE}=${encodeURIComponent('{"next-area-beta":true}')}`,
  });
  expect(pageOf(overridden).route?.flags['next-area-beta']).toBe(true);
});

test('a remote with no server build, or one over its budget, is left to the browser', async () => {
  api.use();
  const none = await load(devicesPath, { moduleOf: () => Promise.reject(new Error('no build')) });
  expect(pageOf(none)).toMatchObject({ fallback: 'no-server-build', module: null });
  const late = await load(devicesPath, {
    moduleOf: () => new Promise(() => undefined),
    budgetMs: 20,
  });
  expect(pageOf(late)).toMatchObject({ fallback: 'timeout', module: null });
});

test("the host's own pages need no remote: the session alone", async () => {
  api.use();
  const served = pageOf(await load('/not-found'));
  expect(served).toMatchObject({ route: null, module: null, fallback: null });
  expect(served.session?.userId).toBe(FIXTURE_USER_ID);
});

test("the selector's entry routing is a 302: one set-up location goes on to its settings", async () => {
  api.use();
  const settings: RegistryRemote = {
    ...remote,
    name: 'remote_settings',
    pages: [{ id: 'settings', path: '/locations/:locationId' }],
  };
  const withSettings: RemotesRegistry = { schemaVersion: 2, remotes: { settings } };
  const outcome = await loadServerPage(request('/locations'), {
    registry: withSettings,
    apiOrigin: 'http://api.test',
    moduleOf: () => Promise.resolve(areaModule),
    budgetMs: () => 2_000,
  });
  expect(outcome).toEqual({ kind: 'redirect', location: `/locations/${FIXTURE_LOCATION_ID}` });
});

test('what a loader starts without awaiting is in the page the server sends', async () => {
  api.use();
  const served = pageOf(await load(`/locations/${FIXTURE_LOCATION_ID}/list`));
  expect(served.fallback).toBeNull();
  expect(
    served.queryClient.getQueryData(devicesQueryKey(FIXTURE_USER_ID, FIXTURE_LOCATION_ID)),
  ).toBeDefined();
});
