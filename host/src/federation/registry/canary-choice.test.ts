import type { RegistryRemote, RemotesRegistry } from 'shared-contracts/startup';
import { canaryGroupOf, chooseReleases } from './canary-choice';

const stable: RegistryRemote = {
  entry: 'http://localhost:3001/1.0.0/remoteEntry.js',
  version: '1.0.0',
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  pages: [],
  flags: [],
};
const candidate = {
  ...stable,
  entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
  version: '2.0.0',
};
const registry = (percent: number): RemotesRegistry => ({
  schemaVersion: 2,
  remotes: { settings: { ...stable, candidate: { ...candidate, percent } } as RegistryRemote },
});
const ids = Array.from({ length: 40 }, (_, index) => `browser-${String(index).padStart(4, '0')}`);

test('a browser loads the release of its group, the same on every page load, and knows its group', () => {
  const seen = ids.map((id) => {
    const chosen = chooseReleases(registry(50), `a=1; vsg_bid=${id}`);
    expect(chooseReleases(registry(50), `vsg_bid=${id}`)).toEqual(chosen);
    return [chosen.remotes.settings?.version, canaryGroupOf('settings')];
  });
  expect(new Set(seen.map(([version, group]) => `${version} ${group}`))).toEqual(
    new Set(['1.0.0 stable', '2.0.0 candidate']),
  );
});

test('a browser without an id, or a remote without a candidate, gets the stable release', () => {
  expect(chooseReleases(registry(100), `vsg_bid=${ids[0] ?? ''}`).remotes.settings?.version).toBe(
    '2.0.0',
  );
  expect(canaryGroupOf('settings')).toBe('candidate');
  expect(chooseReleases(registry(100), '').remotes.settings).toEqual(stable);
  expect(canaryGroupOf('settings')).toBe('stable');
  const plain: RemotesRegistry = { schemaVersion: 2, remotes: { settings: stable } };
  expect(chooseReleases(plain, 'vsg_bid=browser-0001').remotes.settings).toBe(stable);
  expect(canaryGroupOf('dashboard')).toBe('stable');
});
