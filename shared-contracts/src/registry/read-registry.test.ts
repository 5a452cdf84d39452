import {
  readRegistry,
  releasesOf,
  remoteModuleId,
  type RegistryRemote,
  type RemotesRegistry,
} from './read-registry';

const settings: RegistryRemote = {
  entry: 'http://localhost:3001/remoteEntry.js',
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  flags: ['next-private-guard'],
  pages: [
    {
      id: 'devices',
      path: '/locations/:locationId/devices',
      requests: ['neighbors/:ownerId/locations/:locationId/devices'],
    },
    {
      id: 'private-guard',
      path: '/locations/:locationId/private-guard',
      flag: 'next-private-guard',
    },
  ],
};
const trial: RegistryRemote = {
  entry: 'http://localhost:3002/remoteEntry.js',
  name: 'remote_onboarding',
  module: './app',
  mounts: ['/locations/:locationId/free-trial'],
  flags: [],
  pages: [
    {
      id: 'free-trial',
      path: '/locations/:locationId/free-trial',
      requests: ['neighbors/:userId/status'],
    },
  ],
};
const registry: RemotesRegistry = { schemaVersion: 2, remotes: { settings, onboarding: trial } };
const read = readRegistry(registry);

test('a well-formed registry is read whole', () => {
  expect(read).toEqual({ registry, problems: [] });
});

test('a malformed remote is left out, naming the remote and the field; the rest stay', () => {
  const read = readRegistry({
    schemaVersion: 2,
    remotes: { settings, broken: { ...trial, mounts: ['no-slash'] } },
  });
  expect(Object.keys(read.registry?.remotes ?? {})).toEqual(['settings']);
  expect(read.problems).toEqual(['remote broken: mounts is not a list of route patterns']);
});

test('a release made before pages had route ids and remotes declared their flags is left out', () => {
  const withoutFlags = Object.fromEntries(Object.entries(trial).filter(([key]) => key !== 'flags'));
  const read = readRegistry({
    schemaVersion: 2,
    remotes: {
      settings,
      onboarding: withoutFlags,
      dashboard: { ...trial, pages: [{ path: '/dashboard' }] },
    },
  });
  expect(Object.keys(read.registry?.remotes ?? {})).toEqual(['settings']);
  expect(read.problems).toEqual([
    'remote onboarding: flags is not a list of flag names',
    'remote dashboard: pages[0].id is missing',
  ]);
});

test('a registry of another schema version registers nothing, and says why', () => {
  const read = readRegistry({ remotes: { settings } });
  expect(read.registry).toBeNull();
  expect(read.problems).toEqual(["the registry's schemaVersion is undefined, this host reads 2"]);
});

test('a usable canary candidate is kept beside the stable release; a bad one is dropped, naming why', () => {
  const candidate = { ...settings, version: '2.0.0', percent: 20 };
  const kept = readRegistry({
    schemaVersion: 2,
    remotes: { settings: { ...settings, candidate } },
  });
  expect(kept.registry?.remotes.settings).toEqual({ ...settings, candidate });
  expect(kept.problems).toEqual([]);

  const bad = readRegistry({
    schemaVersion: 2,
    remotes: { settings: { ...settings, candidate: { ...candidate, percent: 120 } } },
  });
  expect(bad.registry?.remotes.settings).toEqual(settings);
  expect(bad.problems).toEqual([
    'remote settings: candidate: percent is not a whole number from 1 to 100: only the stable release is served',
  ]);
  const noEntry = readRegistry({
    schemaVersion: 2,
    remotes: { settings: { ...settings, candidate: { ...candidate, entry: '' } } },
  });
  expect(noEntry.registry?.remotes.settings).toEqual(settings);
});

test('an entry’s releases are its stable one, its candidate and its history, objects only', () => {
  const entry = {
    version: '3.0.0',
    candidate: { version: '3.1.0', percent: 5 },
    history: [{ version: '2.0.0' }, 'not a release', { version: '1.0.0' }],
  };
  expect(releasesOf(entry).map((release) => release.version)).toEqual([
    '3.0.0',
    '3.1.0',
    '2.0.0',
    '1.0.0',
  ]);
  expect(releasesOf({ version: '1.0.0' })).toEqual([{ version: '1.0.0' }]);
  expect(releasesOf(undefined)).toEqual([]);
});

test("a remote's module id is its container's and its module's", () => {
  expect(remoteModuleId(settings)).toBe('remote_settings/app');
});
