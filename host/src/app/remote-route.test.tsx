import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'app-router';
import {
  buildCurrentLocation,
  createFakePlatform,
  type FakePlatformOptions,
  setupApiServer,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { setRegistry } from '../federation/registry/registry-store';
import { loadRemoteApp } from '../federation/registry/remote-registry';
import { reloadPage } from '../lib/reload-page';
import { SETTINGS_REMOTE, TEST_REGISTRY } from '../testing/test-registry';
import { HostStateContext, type HostState } from './host-state';
import { RemoteRoute } from './remote-route';

// The federation runtime cannot run in jsdom: the registry is the seam to the remotes here.
jest.mock('../federation/registry/remote-registry', () => ({
  loadedRemoteApp: jest.fn(),
  loadRemoteApp: jest.fn(),
}));
// jsdom cannot reload the page.
jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const api = setupApiServer();
beforeEach(() => {
  api.use();
});

beforeEach(() => {
  jest.mocked(loadRemoteApp).mockClear();
  jest.mocked(loadRemoteApp).mockImplementation(async (key: string) => ({
    RemoteApp: () => <p>{key} remote</p>,
  }));
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
  const state: HostState = {
    ready: true,
    locationProblem: null,
    retryLocations: jest.fn(),
    ...hostState,
  };
  const view = renderWithProviders(
    <HostStateContext.Provider value={state}>
      <Routes>
        <Route path="/not-found" element={<Where />} />
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </HostStateContext.Provider>,
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

test('settings paths pass the settings guards first', async () => {
  const { platform } = renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }, null),
  });
  // No entitlements and no dashboard flag: the app is left, the settings never load.
  expect(await screen.findByRole('status', { name: 'Leaving' })).toBeInTheDocument();
  expect(platform.calls.exit).toBe(1);
  expect(loadRemoteApp).not.toHaveBeenCalled();
});

test('the guard is what the registry entry declares, not its key', async () => {
  const unguarded = { ...SETTINGS_REMOTE };
  delete unguarded.guard;
  setRegistry({ schemaVersion: 2, remotes: { settings: unguarded } });
  renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }, null),
  });
  expect(await screen.findByText('settings remote')).toBeInTheDocument();

  setRegistry({ schemaVersion: 2, remotes: { 'settings-next': SETTINGS_REMOTE } });
  const { platform } = renderRoute('/locations/loc-2/devices', {
    location: buildCurrentLocation({ locationId: 'loc-2' }, null),
  });
  expect(await screen.findByRole('status', { name: 'Leaving' })).toBeInTheDocument();
  expect(platform.calls.exit).toBe(1);
});

test('an entitled location opens its settings in the settings remote', async () => {
  renderRoute('/locations/loc-1/devices', {
    location: buildCurrentLocation({ locationId: 'loc-1' }),
  });
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
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
