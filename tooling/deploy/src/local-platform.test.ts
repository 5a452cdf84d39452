import { join } from 'node:path';
import { registryFileOf, releaseRemote } from './commands';
import { localOrigins, releaseBuilds } from './local-platform';
import { readRegistry } from './registry';
import { contextFor, fakeWorkspace, writeBuild } from './testing';
import { findRemote, remotePackages } from './workspace';

const REMOTES = [
  { pkg: 'remote-settings', key: 'settings', origins: { local: 'http://localhost:3001' } },
  { pkg: 'remote-dashboard', key: 'dashboard', origins: { local: 'http://localhost:3003' } },
];

test('releasing the builds twice changes nothing the second time', () => {
  const repo = fakeWorkspace(REMOTES);
  const deployRoot = join(repo, 'deploy');
  const lines: string[] = [];
  releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
  const file = registryFileOf({ deployRoot, environment: 'local' });
  const first = readRegistry(file, 'local');
  expect(Object.keys(first.remotes).sort()).toEqual(['dashboard', 'settings']);

  releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
  expect(readRegistry(file, 'local')).toEqual(first);
  expect(lines.filter((line) => line.includes('already at'))).toHaveLength(2);

  writeBuild(repo, 'remote-dashboard', { entry: 'rebuilt();' });
  releaseBuilds({ repo, deployRoot, log: (line) => lines.push(line) });
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
