import type { FeatureFlagName } from '../constants/flags';
import {
  isRegistryPageOn,
  pageFlagOf,
  pageRequestPaths,
  patternOfPath,
  readRegistry,
  releasesOf,
  remoteForPath,
  remoteModuleId,
  type RegistryRemote,
  type RemotesRegistry,
} from './registry';

const settings: RegistryRemote = {
  entry: 'http://localhost:3001/remoteEntry.js',
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  guard: 'location-settings',
  pages: [
    {
      path: '/locations/:locationId/devices',
      requests: ['neighbors/:ownerId/locations/:locationId/devices'],
    },
    { path: '/locations/:locationId/private-guard', flag: 'next-private-guard' },
  ],
};
const trial: RegistryRemote = {
  entry: 'http://localhost:3002/remoteEntry.js',
  name: 'remote_onboarding',
  module: './app',
  mounts: ['/locations/:locationId/free-trial'],
  pages: [{ path: '/locations/:locationId/free-trial', requests: ['neighbors/:userId/status'] }],
};
const registry: RemotesRegistry = { schemaVersion: 2, remotes: { settings, onboarding: trial } };
const read = readRegistry(registry);

test('a well-formed registry is read whole', () => {
  expect(read).toEqual({ registry, problems: [] });
});

test('the remote that renders a path is the one with the most specific mount', () => {
  expect(remoteForPath(registry, '/locations/1/devices')).toBe('settings');
  expect(remoteForPath(registry, '/locations/1/free-trial')).toBe('onboarding');
  expect(remoteForPath(registry, '/locations')).toBeNull();
  expect(remoteModuleId(settings)).toBe('remote_settings/app');
  // A statistic names the page by its pattern, or its remote's mount, never the location id.
  expect(patternOfPath(registry, '/locations/1/devices')).toBe('/locations/:locationId/devices');
  expect(patternOfPath(registry, '/locations/1/other')).toBe('/locations/:locationId/*');
  expect(patternOfPath(registry, '/locations')).toBeNull();
});

test("a page's flag and first requests come from its remote's declaration", () => {
  expect(pageFlagOf(registry, '/locations/1/private-guard')).toBe('next-private-guard');
  expect(pageFlagOf(registry, '/locations/1/devices')).toBeNull();
  expect(pageRequestPaths(registry, '/locations/l%201/devices', { userId: 1, ownerId: 9 })).toEqual(
    ['neighbors/9/locations/l%201/devices'],
  );
  // The owner is not known yet: only what the user and the path fill.
  expect(pageRequestPaths(registry, '/locations/1/devices', { userId: 1 })).toEqual([]);
  expect(pageRequestPaths(registry, '/locations/1/free-trial', { userId: 1 })).toEqual([
    'neighbors/1/status',
  ]);
});

test('a page is on when a remote serves it and the flag it declares is on', () => {
  const on = (names: FeatureFlagName[]) => Object.fromEntries(names.map((name) => [name, true]));
  expect(isRegistryPageOn(registry, '/locations/1/devices', on([]))).toBe(true);
  expect(isRegistryPageOn(registry, '/locations/1/private-guard', on([]))).toBe(false);
  expect(isRegistryPageOn(registry, '/locations/1/private-guard', on(['next-private-guard']))).toBe(
    true,
  );
  // No remote serves it: the host's route would answer /not-found.
  expect(isRegistryPageOn(registry, '/dashboard', on(['next-dashboard-smb-customers']))).toBe(
    false,
  );
});

test('a malformed remote is left out, naming the remote and the field; the rest stay', () => {
  const read = readRegistry({
    schemaVersion: 2,
    remotes: { settings, broken: { ...trial, mounts: ['no-slash'] } },
  });
  expect(Object.keys(read.registry?.remotes ?? {})).toEqual(['settings']);
  expect(read.problems).toEqual(['remote broken: mounts is not a list of route patterns']);
});

test('a remote asking for a guard this host cannot run is left out, not opened unguarded', () => {
  const read = readRegistry({
    schemaVersion: 2,
    remotes: { settings, onboarding: { ...trial, guard: 'vip' } },
  });
  expect(Object.keys(read.registry?.remotes ?? {})).toEqual(['settings']);
  expect(read.problems).toEqual(['remote onboarding: guard is not one of location-settings']);
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
