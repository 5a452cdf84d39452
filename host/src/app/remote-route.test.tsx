import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'app-router';
import type { RemoteAppModule } from 'shared-contracts/registry';
import {
  exitApp,
  pageTarget,
  redirectTo,
  type PageGuard,
  type RouteTable,
} from 'shared-contracts/routing';
import {
  buildCurrentLocation,
  createFakePlatform,
  routeContextAt,
  type FakePlatformOptions,
  setupApiServer,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import type { ReactNode } from 'react';
import { currentRegistry, setRegistry } from '../federation/registry/current-registry';
import { loadedRemoteApp, loadRemoteApp } from '../federation/registry/load-remote';
import { forgetRemoteComponents } from '../federation/remote-area/remote-components';
import { reloadPage } from '../lib/reload-page';
import { pageLoads, resetRemoteFailures } from '../routing/page-loads';
import { SETTINGS_REMOTE, TEST_REGISTRY } from '../testing/test-registry';
import { HostStateContext, type HostState } from './host-state';
import { RemoteRoute } from './remote-route';

// The federation runtime cannot run in jsdom: the registry is the seam to the remotes here.
jest.mock('../federation/registry/load-remote', () => ({
  loadedRemoteApp: jest.fn(),
  loadRemoteApp: jest.fn(),
}));
// jsdom cannot reload the page.
jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const api = setupApiServer();
beforeEach(() => {
  api.use();
});

/** The guard every page of the stand-in settings remote runs, as its route table declares it. */
let settingsGuard: PageGuard = () => undefined;

/** A remote's module as its build exposes it: its app, and its route table with the guard. */
function remoteModule(key: string): RemoteAppModule {
  const entry = TEST_REGISTRY.remotes[key];
  const routeTable: RouteTable = {
    name: entry?.name ?? key,
    module: './app',
    mounts: entry?.mounts ?? [],
    flags: entry?.flags ?? [],
    pages: (entry?.pages ?? []).map((page) =>
      key === 'settings' ? { ...page, guard: (context) => settingsGuard(context) } : page,
    ),
  };
  return { RemoteApp: () => <p>{key} remote</p>, routeTable };
}

beforeEach(() => {
  pageLoads.reset();
  resetRemoteFailures();
  settingsGuard = () => undefined;
  jest.mocked(loadRemoteApp).mockClear();
  jest.mocked(loadRemoteApp).mockImplementation(async (key: string) => remoteModule(key));
  // Where each remote mounts and which pages need a flag: the registry's to say.
  setRegistry(TEST_REGISTRY);
  jest.mocked(reloadPage).mockClear();
});

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

function renderRoute(
  route: string,
  options: FakePlatformOptions = {},
  hostState: Partial<HostState> = {},
) {
  const state: Omit<HostState, 'route'> = {
    ready: true,
    locationProblem: null,
    retryLocations: jest.fn(),
    ...hostState,
  };
  // The route context of each address the page moves to, as the host's platform resolves it.
  function HostState({ children }: { children: ReactNode }) {
    const { pathname, search } = useLocation();
    const value = { ...state, route: routeContextAt(`${pathname}${search}`, currentRegistry()) };
    return <HostStateContext.Provider value={value}>{children}</HostStateContext.Provider>;
  }
  const view = renderWithProviders(
    <HostState>
      <Routes>
        <Route path="/not-found" element={<Where />} />
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </HostState>,
    // The host's Platform answers isPageOn from the registry the route reads.
    { route, platform: createFakePlatform({ registry: TEST_REGISTRY, ...options }) },
  );
  return { ...view, state };
}

test('a path no remote owns is a 404', async () => {
  renderRoute('/no-such-page');
  expect(await screen.findByText('now at /not-found')).toBeInTheDocument();
  expect(loadRemoteApp).not.toHaveBeenCalled();
});

test("a remote's address shows the boundary, not a 404, when the registry could not be read", async () => {
  setRegistry(null);
  const { user } = renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }),
  });
  const boundary = await screen.findByRole('alert');
  expect(boundary).toHaveTextContent('There was a problem');
  expect(screen.queryByText('now at /not-found')).not.toBeInTheDocument();
  expect(loadRemoteApp).not.toHaveBeenCalled();
  // Retrying loads the page afresh, and with it the registry.
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('a registry that was read but mounts no remote at the path makes it a 404', async () => {
  setRegistry({ schemaVersion: 2, remotes: { settings: SETTINGS_REMOTE } });
  renderRoute('/onboarding/loc-1');
  expect(await screen.findByText('now at /not-found')).toBeInTheDocument();
  expect(loadRemoteApp).not.toHaveBeenCalled();
});

test('a flag-gated page whose flag is off redirects to /not-found before its remote loads', async () => {
  renderRoute('/dashboard');
  expect(await screen.findByText('now at /not-found')).toBeInTheDocument();
  expect(loadRemoteApp).not.toHaveBeenCalled();
});

test.each([
  ['/locations/loc-1/private-guard', 'next-private-guard', 'settings'],
  ['/onboarding/loc-1/sos-turn-on', 'allow-sos-support', 'onboarding'],
  ['/onboarding/loc-1/sos-set-up', 'allow-sos-support', 'onboarding'],
] as const)('%s needs %s', async (path, flag, remote) => {
  const { unmount } = renderRoute(path);
  expect(await screen.findByText('now at /not-found')).toBeInTheDocument();
  unmount();
  renderRoute(path, { flags: { [flag]: true } });
  expect(await screen.findByText(`${remote} remote`)).toBeInTheDocument();
});

test('with its flag on the page renders in its remote', async () => {
  renderRoute('/dashboard', { flags: { 'next-dashboard-smb-customers': true } });
  expect(await screen.findByText('dashboard remote')).toBeInTheDocument();
});

test('onboarding paths and the free trial render in the onboarding remote', async () => {
  renderRoute('/locations/loc-1/free-trial');
  expect(await screen.findByText('onboarding remote')).toBeInTheDocument();
});

test("a page's guard, from its remote's route table, runs before the page renders", async () => {
  settingsGuard = () => exitApp();
  const { platform } = renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }, null),
  });
  // The guard leaves the app: the page never renders.
  expect(await screen.findByRole('status', { name: 'Leaving' })).toBeInTheDocument();
  expect(platform.calls.exit).toBe(1);
  expect(screen.queryByText('settings remote')).not.toBeInTheDocument();
});

test("a guard's redirect to another remote's page goes where the registry places it", async () => {
  settingsGuard = ({ params }) =>
    redirectTo(pageTarget('onboarding', 'free-trial')({ locationId: params.locationId ?? '' }));
  renderRoute('/locations/loc-1/devices');
  expect(await screen.findByText('onboarding remote')).toBeInTheDocument();
});

test('a guard that throws shows the boundary, never the unguarded page', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  settingsGuard = () => {
    throw new Error('guard broke');
  };
  renderRoute('/locations/loc-1/devices');
  expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem');
  expect(screen.queryByText('settings remote')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(
    '[page /locations/loc-1/devices] its guard failed',
    expect.any(Error),
  );
  warn.mockRestore();
});

test('a remote whose pages declare no guard renders at once', async () => {
  renderRoute('/locations/loc-1/free-trial');
  expect(await screen.findByText('onboarding remote')).toBeInTheDocument();
});

test('an entitled location opens its settings in the settings remote', async () => {
  renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }),
  });
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
});

test('a page whose outcome is known as the route renders renders once', async () => {
  // The remote's code already loaded, as on a page the server rendered, and a page with no guard.
  let renders = 0;
  const loaded: RemoteAppModule = {
    ...remoteModule('onboarding'),
    RemoteApp: () => {
      renders += 1;
      return <p>onboarding remote</p>;
    },
  };
  jest.mocked(loadedRemoteApp).mockReturnValue(loaded);
  forgetRemoteComponents();
  renderRoute('/locations/loc-1/free-trial');
  expect(await screen.findByText('onboarding remote')).toBeInTheDocument();
  // Long enough for an effect's setting of the outcome to have rendered the page again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(renders).toBe(1);
  jest.mocked(loadedRemoteApp).mockReset();
  forgetRemoteComponents();
});

test("a location context failure shows instead of the location's pages", async () => {
  const { user, platform } = renderRoute(
    '/locations/loc-404/devices',
    { location: null },
    { locationProblem: "Location with ID not found in user's allowed locations" },
  );
  expect(
    await screen.findByText("Location with ID not found in user's allowed locations"),
  ).toBeInTheDocument();
  expect(loadRemoteApp).not.toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Choose a location' }));
  expect(platform.calls.navigate).toEqual([{ to: '/locations', options: undefined }]);
});

test('locations that could not be fetched can be fetched again', async () => {
  const { user, state } = renderRoute(
    '/onboarding/loc-1',
    { location: null },
    { locationProblem: 'There was an error getting locations' },
  );
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(state.retryLocations).toHaveBeenCalledTimes(1);
});
