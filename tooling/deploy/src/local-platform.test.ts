import { join } from 'node:path';
import { registryFileOf, releaseRemote } from './commands';
import {
  followLocalOrigins,
  localOrigins,
  originChange,
  releaseBuilds,
  type OriginChange,
} from './local-platform';
import { readRegistry, serializeRegistry, writeAtomically } from './registry';
import { contextFor, fakeWorkspace, writeBuild } from './testing';
import { findRemote, remotePackages } from './workspace';

const REMOTES = [
  { pkg: 'remote-settings', key: 'settings', origins: { local: 'http://localhost:3001' } },
  { pkg: 'remote-dashboard', key: 'dashboard', origins: { local: 'http://localhost:3003' } },
];

test('releasing the builds twice changes nothing the second time', async () => {
  const repo = fakeWorkspace(REMOTES);
  const deployRoot = join(repo, 'deploy');
  const lines: string[] = [];
  await releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
  const file = registryFileOf({ deployRoot, environment: 'local' });
  const first = readRegistry(file, 'local');
  expect(Object.keys(first.remotes).sort()).toEqual(['dashboard', 'settings']);

  await releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
  expect(readRegistry(file, 'local')).toEqual(first);
  expect(lines.filter((line) => line.includes('already at'))).toHaveLength(2);

  writeBuild(repo, 'remote-dashboard', { entry: 'rebuilt();' });
  await releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
  expect(readRegistry(file, 'local').remotes.dashboard?.history).toHaveLength(1);
});

test('the origins to serve are those the registry names, with their folder of versions', () => {
  const repo = fakeWorkspace(REMOTES);
  const deployRoot = join(repo, 'deploy');
  expect(() => localOrigins({ repo, deployRoot })).toThrow('no registry at');
  const context = contextFor(repo);
  releaseRemote(context, findRemote(remotePackages(repo), 'settings'), { version: '1' });
  expect(localOrigins({ repo, deployRoot })).toEqual([
    {
      origin: 'http://localhost:3001',
      port: 3001,
      package: 'remote-settings',
      keys: ['settings'],
      versionsDir: join(deployRoot, 'remote-settings'),
      buildDir: join(repo, 'remote-settings', 'dist'),
    },
  ]);
});

test('a change of origins starts the new servers and stops the removed ones', () => {
  const served = (port: number, pkg: string) => ({
    origin: `http://localhost:${port}`,
    port,
    package: pkg,
    keys: [pkg],
    versionsDir: `/deploy/${pkg}`,
  });
  const settings = served(3001, 'remote-settings');
  const extra = served(3004, 'remote-extra');
  expect(originChange([settings], [settings, extra])).toEqual({ started: [extra], stopped: [] });
  expect(originChange([settings, extra], [settings])).toEqual({ started: [], stopped: [extra] });
  // A second key on an origin already served changes no server.
  const shared = { ...settings, keys: ['remote-settings', 'settings-next'] };
  expect(originChange([settings], [shared])).toEqual({ started: [], stopped: [] });
});

test('the platform follows the registry: an origin released later is served, one removed stops', async () => {
  const repo = fakeWorkspace(REMOTES);
  const deployRoot = join(repo, 'deploy');
  const context = contextFor(repo);
  const remote = (key: string) => findRemote(remotePackages(repo), key);
  releaseRemote(context, remote('settings'), { version: '1' });
  const platform = { repo, deployRoot, log: () => undefined };
  const serving = localOrigins(platform);
  const changes: OriginChange[] = [];
  let heard: () => void = () => undefined;
  const nextChange = () => new Promise<void>((resolve) => (heard = resolve));
  const stop = followLocalOrigins(platform, serving, (change) => {
    changes.push(change);
    heard();
  });
  try {
    let changed = nextChange();
    releaseRemote(context, remote('dashboard'), { version: '1' });
    await changed;
    expect(changes).toEqual([
      { started: [expect.objectContaining({ origin: 'http://localhost:3003' })], stopped: [] },
    ]);

    changed = nextChange();
    const file = registryFileOf(context);
    const registry = readRegistry(file, 'local');
    const remotes = { ...registry.remotes };
    delete remotes.dashboard;
    writeAtomically(file, serializeRegistry({ ...registry, remotes }));
    await changed;
    expect(changes.at(-1)).toEqual({
      started: [],
      stopped: [expect.objectContaining({ origin: 'http://localhost:3003' })],
    });
  } finally {
    stop();
  }
});
