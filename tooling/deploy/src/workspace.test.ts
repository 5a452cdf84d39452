import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeWorkspace } from './testing';
import { originOf, platformRemotes, remotePackages, workspaceDirs } from './workspace';

const SETTINGS = {
  pkg: 'remote-settings',
  key: 'settings',
  origins: { local: 'http://localhost:3001' },
};

test("the remotes are the workspace's packages with a remote field, as their package.json says", () => {
  const repo = fakeWorkspace([SETTINGS]);
  expect(workspaceDirs(repo)).toEqual(
    ['host', 'remote-settings', 'tooling/deploy'].map((dir) => join(repo, dir)),
  );
  expect(remotePackages(repo)).toEqual([
    {
      name: 'remote-settings',
      version: '1.0.0',
      dir: join(repo, 'remote-settings'),
      key: 'settings',
      origins: { local: 'http://localhost:3001' },
      fixture: false,
    },
  ]);
});

test('a test fixture is a remote deploy releases by name, but not one of the platform', () => {
  const repo = fakeWorkspace([SETTINGS, { pkg: 'remote-extra', key: 'extra', origins: {} }]);
  const file = join(repo, 'remote-extra', 'package.json');
  const remote = { key: 'extra', origins: { local: 'http://localhost:3004' }, fixture: true };
  writeFileSync(file, JSON.stringify({ name: 'remote-extra', version: '1.0.0', remote }));
  expect(remotePackages(repo).map(({ key }) => key)).toEqual(['settings', 'extra']);
  expect(platformRemotes(repo).map(({ key }) => key)).toEqual(['settings']);
});

test('a bad remote field is refused naming the package and the field', () => {
  const repo = fakeWorkspace([SETTINGS]);
  const file = join(repo, 'remote-settings', 'package.json');
  const write = (remote: unknown) =>
    writeFileSync(file, JSON.stringify({ name: 'remote-settings', version: '1.0.0', remote }));
  write({ key: 'settings', origins: { local: 'http://localhost:3001/' } });
  expect(() => remotePackages(repo)).toThrow(
    `${file}: remote.origins.local must be an origin alone, with no path or /`,
  );
  write({ key: 'Settings', origins: {} });
  expect(() => remotePackages(repo)).toThrow('remote.key must be a lower-case registry key');
  write({ origins: {} });
  expect(() => remotePackages(repo)).toThrow('remote.key is missing');
});

test('two packages claiming one key are refused', () => {
  const repo = fakeWorkspace([SETTINGS, { ...SETTINGS, pkg: 'remote-other' }]);
  expect(() => remotePackages(repo)).toThrow(
    'remote-settings and remote-other both claim the remote key settings',
  );
});

test('an environment with no origin is refused with the fix', () => {
  const [remote] = remotePackages(fakeWorkspace([SETTINGS]));
  expect(remote && originOf(remote, 'local')).toBe('http://localhost:3001');
  expect(() => remote && originOf(remote, 'prod')).toThrow('add remote.origins.prod');
});

test("a remote may name the persona the promotion gate's smoke sees its pages as", () => {
  const repo = fakeWorkspace([SETTINGS]);
  writeFileSync(
    join(repo, 'remote-settings', 'package.json'),
    JSON.stringify({
      name: 'remote-settings',
      version: '1.0.0',
      remote: { key: 'settings', origins: {}, smokePersona: 'smb-owner' },
    }),
  );
  expect(remotePackages(repo)[0]?.smokePersona).toBe('smb-owner');
});
