import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { resetPreloadedRemotes } from './remote-preload';
import type { RegisteredRemotes } from './remotes-manifest';
import { resetStartedRemotes, startRemotes } from './start-remotes';

// The runtime's loader cannot run in jsdom: registering and loading are the seams.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const MANIFEST: RegisteredRemotes = {
  remotes: {
    settings: { entry: 'http://localhost:3001/remoteEntry.js' },
    dashboard: { entry: 'http://localhost:3003/remoteEntry.js' },
  },
};
const RemoteApp = () => null;

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ RemoteApp });
  jest.mocked(registerRemotes).mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  resetStartedRemotes();
  resetPreloadedRemotes();
  jest.restoreAllMocks();
});

test("registers the manifest's remotes, then loads the one that renders the address", async () => {
  await startRemotes('/locations/loc-1001-1/events-summary', () => Promise.resolve(MANIFEST));
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_settings', entry: 'http://localhost:3001/remoteEntry.js' },
    { name: 'remote_dashboard', entry: 'http://localhost:3003/remoteEntry.js' },
  ]);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(jest.mocked(loadRemote).mock.calls[0]?.[0]).toMatch(/^remote_settings\//);
});

test('the entry chunk and the bootstrap share one run: one manifest read, one registration', async () => {
  const fetchManifest = jest.fn(() => Promise.resolve(MANIFEST));
  const first = startRemotes('/dashboard', fetchManifest);
  // Asked for at once, from the entry chunk, not after a later tick.
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  const second = startRemotes('/dashboard', fetchManifest);
  expect(second).toBe(first);
  await second;
  expect(fetchManifest).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('an address no remote renders registers the remotes and loads none', async () => {
  await startRemotes('/locations', () => Promise.resolve(MANIFEST));
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(loadRemote).not.toHaveBeenCalled();
});
