import { createApiClient } from '../api/client';
import { createQueryClient } from '../query/query-client';
import type { RemoteAppModule } from '../registry/remote-app-module';
import { createPageLoads, navigationKey, type PageLoads } from './page-loads';
import { pageTarget } from './page-ref';
import { matchRoute, routeContextOf, type RouteContext } from './route-context';
import { exitApp, redirectTo, type PageGuard, type RouteTable } from './route-table';
import type { RemotesRegistry } from '../registry/read-registry';

const guard = jest.fn<ReturnType<PageGuard>, Parameters<PageGuard>>(() => undefined);
const loader = jest.fn(async () => undefined);
/** The help page's lazy code: it arrives when the test says. */
let codeArrives: () => void = () => undefined;
const code = jest.fn(
  () =>
    new Promise<void>((resolve) => {
      codeArrives = resolve;
    }),
);
const table: RouteTable = {
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*', '/help'],
  flags: [],
  pages: [
    { id: 'devices', path: '/locations/:locationId/devices', guard, loader },
    { id: 'alerts', path: '/locations/:locationId/alerts', guard },
    { id: 'help', path: '/help', code },
  ],
};
const registry: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: { ...table, pages: table.pages.map(({ id, path }) => ({ id, path })), entry: '' },
  },
};
const settingsModule: RemoteAppModule = { RemoteApp: () => null, routeTable: table };
const queryClient = createQueryClient({ api: createApiClient({ baseUrl: 'http://api.test' }) });

const routeAt = (pathname: string): RouteContext =>
  routeContextOf(matchRoute(registry, { pathname, search: '' }), {
    userId: 1,
    locations: [],
    flags: {},
  });

let loads: PageLoads;
beforeEach(() => {
  guard.mockReset().mockReturnValue(undefined);
  loader.mockClear();
  code.mockClear();
  loads = createPageLoads({
    moduleOf: () => settingsModule,
    pathOf: (page) => `/placed/${page.page}`,
  });
});

/** Starts the navigation to `pathname` (its own history entry) and waits for its outcome. */
async function navigate(pathname: string, key = pathname) {
  const route = routeAt(pathname);
  const run = loads.start(navigationKey(key, route), route, queryClient);
  return { run, outcome: await run.outcome };
}

test('a guard runs on entry, not on each move between pages it guards', async () => {
  await navigate('/locations/a/devices');
  await navigate('/locations/a/alerts');
  expect(guard).toHaveBeenCalledTimes(1);
  // Another location is another entry; so is coming back after a page the guard does not guard.
  await navigate('/locations/b/devices');
  await navigate('/help');
  await navigate('/locations/b/alerts');
  expect(guard).toHaveBeenCalledTimes(3);
  // A host page in between is an entry too.
  loads.forgetEntry();
  await navigate('/locations/b/devices', 'after a host page');
  expect(guard).toHaveBeenCalledTimes(4);
});

test('a move that enters no guard renders at once, its loader started', async () => {
  await navigate('/locations/a/devices');
  const route = routeAt('/locations/a/devices');
  const run = loads.start(navigationKey('another entry', route), route, queryClient);
  expect(run.settled).toEqual({ kind: 'render' });
  expect(loader).toHaveBeenCalledTimes(2);
});

test('a page whose guard let it in on the server is entered without its guard, its loader run', async () => {
  const route = routeAt('/locations/a/devices');
  const run = loads.start(navigationKey('first', route), route, queryClient, {
    guardDecided: true,
  });
  expect(run.settled).toEqual({ kind: 'render' });
  expect(guard).not.toHaveBeenCalled();
  expect(loader).toHaveBeenCalledTimes(1);
  // Entered: a move inside the guard's pages runs it no more; another location does.
  await navigate('/locations/a/alerts');
  expect(guard).not.toHaveBeenCalled();
  await navigate('/locations/b/devices');
  expect(guard).toHaveBeenCalledTimes(1);
});

test("a guard's redirect is placed by the registry; an exit leaves; a throw is a failure", async () => {
  guard.mockReturnValueOnce(
    redirectTo(pageTarget('onboarding', 'free-trial')({ locationId: 'a' })),
  );
  expect((await navigate('/locations/a/devices')).outcome).toEqual({
    kind: 'redirect',
    to: '/placed/free-trial',
  });
  guard.mockReturnValueOnce(exitApp());
  expect((await navigate('/locations/b/devices')).outcome).toEqual({ kind: 'exit' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  guard.mockImplementationOnce(() => {
    throw new Error('broken guard');
  });
  expect((await navigate('/locations/c/devices')).outcome).toEqual({ kind: 'failed' });
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
  // A redirect keeps the page from loading its data.
  expect(loader).not.toHaveBeenCalled();
});

test('one run per navigation: the first render reads the run the start-up began', async () => {
  const first = await navigate('/locations/a/devices', 'default');
  const again = loads.start(
    navigationKey('default', routeAt('/locations/a/devices')),
    routeAt('/locations/a/devices'),
    queryClient,
  );
  expect(again).toBe(first.run);
  expect(guard).toHaveBeenCalledTimes(1);
});

test('a remote that cannot load is unavailable: its area shows the boundary, with Retry', async () => {
  const down = new Error('remote down');
  loads = createPageLoads({ moduleOf: () => Promise.reject(down), pathOf: () => '/' });
  expect((await navigate('/locations/a/devices')).outcome).toEqual({
    kind: 'unavailable',
    error: down,
  });
  expect(guard).not.toHaveBeenCalled();
});

test("a page's data waits for its lazy code too", async () => {
  const { run } = await navigate('/help');
  expect(code).toHaveBeenCalledTimes(1);
  let done = false;
  void run.data.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(done).toBe(false);
  codeArrives();
  await run.data;
  expect(done).toBe(true);
});
