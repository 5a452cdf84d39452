import { waitFor } from '@testing-library/react';
import type { RemoteAppModule } from 'shared-contracts/registry';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { preloadRemoteForPath, resetPreloadedRemotes } from './remote-preload';
import { registerRemotesFromManifest } from '../registry/remote-registry';

// The runtime's loader cannot run in jsdom: the remotes are registered with a stand-in.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const buildRemoteAppModule = (): RemoteAppModule => ({ RemoteApp: () => null });

// Which remote owns a path is the registry's to say.
beforeEach(() => registerRemotesFromManifest(TEST_REGISTRY));
afterEach(resetPreloadedRemotes);

test('loads the remote that owns the path, once per remote', async () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemoteForPath('/locations/loc-1/events-summary', load);
  preloadRemoteForPath('/locations/loc-1/devices', load);
  preloadRemoteForPath('/onboarding/loc-2', load);
  await Promise.resolve();
  expect(load.mock.calls).toEqual([['settings'], ['onboarding']]);
});

test('a path no remote owns preloads nothing', () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemoteForPath('/locations', load);
  expect(load).not.toHaveBeenCalled();
});

test('a failed preload is forgotten, so the next one tries again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('remote down'))
    .mockResolvedValue(buildRemoteAppModule());
  preloadRemoteForPath('/dashboard', load);
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('[remote dashboard] preload failed', expect.any(Error)),
  );
  preloadRemoteForPath('/dashboard', load);
  expect(load).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});

test('the settings and onboarding paths Continue goes to belong to their remotes', async () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  preloadRemoteForPath('/locations/loc-1', load);
  preloadRemoteForPath('/onboarding/loc-2', load);
  await Promise.resolve();
  expect(load.mock.calls).toEqual([['settings'], ['onboarding']]);
});

test('before the registry is read, or when it could not be, no path has a remote to preload', () => {
  const load = jest.fn(() => Promise.resolve(buildRemoteAppModule()));
  registerRemotesFromManifest(null);
  preloadRemoteForPath('/locations/loc-1/events-summary', load);
  preloadRemoteForPath('/dashboard', load);
  expect(load).not.toHaveBeenCalled();
});
