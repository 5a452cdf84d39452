import { waitFor } from '@testing-library/react';
import type { RemoteAppModule } from 'shared-contracts/registry';
import { pageTarget } from 'shared-contracts/routing';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { preloadRemote, preloadRemoteForPage, resetPreloadedRemotes } from './remote-preload';
import { registerRegistryRemotes } from '../registry/load-remote';

// The runtime's loader cannot run in jsdom: the remotes are registered with a stand-in.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const buildRemoteAppModule = (): RemoteAppModule => ({
  RemoteApp: () => null,
  routeTable: { name: 'remote_x', module: './app', mounts: ['/x'], flags: [], pages: [] },
});

beforeEach(() => registerRegistryRemotes(TEST_REGISTRY));
afterEach(resetPreloadedRemotes);

test('loads a remote once, however often it is asked for', async () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemote('settings', load);
  preloadRemote('settings', load);
  preloadRemote('onboarding', load);
  await Promise.resolve();
  expect(load.mock.calls).toEqual([['settings'], ['onboarding']]);
});

test('an address no remote renders (no remote) preloads nothing', () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemote(null, load);
  expect(load).not.toHaveBeenCalled();
});

test('a failed preload is forgotten, so the next one tries again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('remote down'))
    .mockResolvedValue(buildRemoteAppModule());
  preloadRemote('dashboard', load);
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('[remote dashboard] preload failed', expect.any(Error)),
  );
  preloadRemote('dashboard', load);
  expect(load).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

test('the pages Continue goes to preload their remotes', async () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemoteForPage(pageTarget('settings', 'settings')({ locationId: 'loc-1' }), load);
  preloadRemoteForPage(pageTarget('onboarding', 'introduction')({ locationId: 'loc-2' }), load);
  await Promise.resolve();
  expect(load.mock.calls).toEqual([['settings'], ['onboarding']]);
});

test('before the registry is read, or when it could not be, no page has a remote to preload', () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  registerRegistryRemotes(null);
  preloadRemoteForPage(pageTarget('settings', 'settings')({ locationId: 'loc-1' }), load);
  preloadRemoteForPage(pageTarget('dashboard', 'dashboard')(), load);
  expect(load).not.toHaveBeenCalled();
});
