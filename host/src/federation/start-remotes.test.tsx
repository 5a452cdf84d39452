import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesRegistry } from 'shared-contracts/startup';
import { DASHBOARD_REMOTE, SETTINGS_REMOTE } from '../testing/test-registry';
import { resetPreloadedRemotes } from './preload/remote-preload';
import { currentRegistry, isRegistryRead } from './registry/current-registry';
import { resetStartedRemotes, startRemotes } from './start-remotes';

// The runtime's loader cannot run in jsdom: registering and loading are the seams.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const settings = SETTINGS_REMOTE;
const dashboard = DASHBOARD_REMOTE;
const REGISTRY: RemotesRegistry = { schemaVersion: 2, remotes: { settings, dashboard } };
const RemoteApp = () => null;

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ RemoteApp });
  jest.mocked(registerRemotes).mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

/** An address, as the entry chunk reads it once. */
const at = (pathname: string) => ({ pathname, search: '' });

afterEach(() => {
  resetStartedRemotes();
  resetPreloadedRemotes();
  jest.restoreAllMocks();
});

test("registers the registry's remotes, then loads the one that renders the address", async () => {
  await startRemotes(at('/locations/loc-1001-1/events-summary'), () => Promise.resolve(REGISTRY));
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_settings', entry: 'http://localhost:3001/remoteEntry.js' },
    { name: 'remote_dashboard', entry: 'http://localhost:3003/remoteEntry.js' },
  ]);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(jest.mocked(loadRemote).mock.calls[0]?.[0]).toMatch(/^remote_settings\//);
  // What the routes read: where each remote mounts and what it serves.
  expect(currentRegistry()).toBe(REGISTRY);
  expect(isRegistryRead()).toBe(true);
});

test('the entry chunk and the bootstrap share one run: one registry read, one registration', async () => {
  const fetchRegistry = jest.fn(() => Promise.resolve(REGISTRY));
  const first = startRemotes(at('/dashboard'), fetchRegistry);
  // Asked for at once, from the entry chunk, not after a later tick.
  expect(fetchRegistry).toHaveBeenCalledTimes(1);
  const second = startRemotes(at('/dashboard'), fetchRegistry);
  expect(second).toBe(first);
  await second;
  expect(fetchRegistry).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('an address no remote renders registers the remotes and loads none', async () => {
  await startRemotes(at('/locations'), () => Promise.resolve(REGISTRY));
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(loadRemote).not.toHaveBeenCalled();
});

test('an unread registry registers no remote, loads none, and is known to be unread', async () => {
  await startRemotes(at('/locations/loc-1001-1/events-summary'), () => Promise.resolve(null));
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(currentRegistry().remotes).toEqual({});
  expect(isRegistryRead()).toBe(false);
});
