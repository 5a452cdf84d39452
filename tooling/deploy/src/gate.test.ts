import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canaryThroughGate, promoteThroughGate, registryFileOf, release } from './commands';
import { contentVersion } from './content-version';
import { checkAgainstHost, servedHost, type GateCandidate } from './gate';
import { readRegistry } from './registry';
import {
  contextFor,
  fakeWorkspace,
  routeManifestOf,
  writeBuild,
  writeReleasedHost,
} from './testing';
import { findRemote, remotePackages } from './workspace';

const HOST = {
  dir: '/deploy/host/1.0.0-abc',
  version: '1.0.0-abc',
  sharedContracts: '1.4.0',
  provides: { react: '19.3.1', 'shared-contracts/api': '1.4.0' },
};

/** A candidate whose build folder has an mf-manifest.json consuming `shared`. */
const candidateConsuming = (shared: Array<{ name: string; requiredVersion?: string }>) => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-candidate-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'remote_settings', shared }));
  return { ...candidate(), dir };
};

const candidate = (overrides: Record<string, unknown> = {}): GateCandidate =>
  ({
    key: 'settings',
    dir: '/builds/settings',
    release: {
      ...routeManifestOf('remote_settings', '/remote-settings'),
      package: 'remote-settings',
      entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
      version: '2.0.0',
      integrity: `sha384-${'A'.repeat(64)}`,
      sharedContracts: '^1.0.0',
      ...overrides,
    },
  }) as GateCandidate;

test('a candidate whose range the host satisfies, with a valid route manifest, passes', () => {
  expect(() => checkAgainstHost(candidate(), HOST, 'local')).not.toThrow();
});

test('a range the host does not satisfy is refused in one sentence naming what to do', () => {
  expect(() => checkAgainstHost(candidate({ sharedContracts: '^2.0.0' }), HOST, 'local')).toThrow(
    'the promotion gate refused settings 2.0.0: settings 2.0.0 needs shared-contracts ^2.0.0, the host has 1.4.0 (host 1.0.0-abc in local): build the remote against shared-contracts 1.4.0, or release a host whose shared-contracts satisfies ^2.0.0 first',
  );
});

test('a candidate consuming shared modules the host provides at versions its ranges accept passes', () => {
  const consuming = candidateConsuming([
    { name: 'react', requiredVersion: '^19.0.0' },
    { name: 'shared-contracts/api', requiredVersion: '^1.0.0' },
  ]);
  expect(() => checkAgainstHost(consuming, HOST, 'local')).not.toThrow();
});

test('a candidate consuming a shared module the host does not provide is refused, naming it', () => {
  const consuming = candidateConsuming([{ name: 'zustand', requiredVersion: '^5.0.0' }]);
  expect(() => checkAgainstHost(consuming, HOST, 'local')).toThrow(
    "the promotion gate refused settings 2.0.0: settings 2.0.0 needs zustand, which the host does not provide (host 1.0.0-abc in local): build the remote against the host's zustand, or release a host that provides zustand ^5.0.0 first",
  );
});

test('a candidate consuming a shared module at a major the host does not have is refused', () => {
  const consuming = candidateConsuming([{ name: 'react', requiredVersion: '^20.0.0' }]);
  expect(() => checkAgainstHost(consuming, HOST, 'local')).toThrow(
    "the promotion gate refused settings 2.0.0: settings 2.0.0 needs react ^20.0.0, the host has 19.3.1 (host 1.0.0-abc in local): build the remote against the host's react, or release a host that provides react ^20.0.0 first",
  );
});

test('a route manifest the registry schema refuses is refused, naming the field', () => {
  const bad = candidate({ pages: [{ id: 'home', path: 'remote-settings/home' }] });
  expect(() => checkAgainstHost(bad, HOST, 'local')).toThrow(
    /^the promotion gate refused settings 2\.0\.0: its route manifest does not pass the registry schema \(pages\[0\]\.path .*\): fix the remote's route table and build it again$/,
  );
});

test('the served host is host/current, with the shared-contracts its mf-manifest.json records', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'gate-'));
  expect(() => servedHost(deployRoot, 'local')).toThrow(
    `the promotion gate has no host to check against: local serves none (no ${join(deployRoot, 'host', 'current')}): release the host first (deploy release host --env local)`,
  );
  writeReleasedHost(deployRoot, '1.7.2');
  expect(servedHost(deployRoot, 'local')).toMatchObject({
    version: '1.0.0-test',
    sharedContracts: '1.7.2',
    provides: { react: '19.3.1', 'shared-contracts/api': '1.7.2' },
  });
  writeFileSync(join(deployRoot, 'host', '1.0.0-test', 'mf-manifest.json'), '{"shared":[]}');
  expect(() => servedHost(deployRoot, 'local')).toThrow(
    /^the promotion gate cannot tell which shared-contracts the host 1\.0\.0-test shares \(.*mf-manifest\.json names none\): build the host again and release it/,
  );
});

const REMOTES = [
  { pkg: 'remote-settings', key: 'settings', origins: { local: 'http://localhost:3001' } },
];

/** A workspace with a host released and settings 1.0.0 released past the smoke. */
async function settingsReleased() {
  const repo = fakeWorkspace(REMOTES);
  const lines: string[] = [];
  const context = contextFor(repo, lines);
  writeReleasedHost(context.deployRoot);
  const settings = findRemote(remotePackages(repo), 'settings');
  await release(context, settings, { version: '1.0.0', smoke: false });
  return { repo, lines, context, settings };
}

test('a release the gate refuses stores nothing and leaves the registry as it was', async () => {
  const { repo, lines, context, settings } = await settingsReleased();
  const file = registryFileOf(context);
  const before = readFileSync(file, 'utf8');

  writeBuild(repo, 'remote-settings', { range: '^2.0.0', entry: 'next();' });
  await expect(release(context, settings, { version: '2.0.0', smoke: false })).rejects.toThrow(
    /^the promotion gate refused settings 2\.0\.0: settings 2\.0\.0 needs shared-contracts \^2\.0\.0, the host has 1\.4\.0/,
  );
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(existsSync(join(context.deployRoot, 'remote-settings', '2.0.0'))).toBe(false);
  expect(lines).toContain(
    'gate: settings 1.0.0 passes the range and schema checks (host 1.0.0-test, shared-contracts 1.4.0; smoke skipped)',
  );
});

test('a release with no host released is refused before anything is stored', async () => {
  const repo = fakeWorkspace(REMOTES);
  const context = contextFor(repo);
  const settings = findRemote(remotePackages(repo), 'settings');
  await expect(release(context, settings, { version: '1.0.0', smoke: false })).rejects.toThrow(
    'the promotion gate has no host to check against',
  );
  expect(existsSync(registryFileOf(context))).toBe(false);
});

test('a canary given no version stores the build under its own content version, and says so', async () => {
  const { repo, lines, context, settings } = await settingsReleased();
  writeBuild(repo, 'remote-settings', { entry: 'next();' });
  await canaryThroughGate(context, settings, undefined, 5, { smoke: false });
  const version = contentVersion('1.0.0', join(repo, 'remote-settings', 'dist'));
  expect(lines).toContain(
    `settings: the candidate is the build's own version, ${version} (${join(repo, 'remote-settings', 'dist')})`,
  );
  expect(readRegistry(registryFileOf(context), 'local').remotes.settings?.candidate).toMatchObject({
    version,
    percent: 5,
  });
});

test('a promotion is checked against the host served now, which may have changed since the canary', async () => {
  const repo = fakeWorkspace(REMOTES);
  const context = contextFor(repo);
  writeReleasedHost(context.deployRoot);
  const settings = findRemote(remotePackages(repo), 'settings');
  await release(context, settings, { version: '1.0.0', smoke: false });
  writeBuild(repo, 'remote-settings', { entry: 'next();' });
  await canaryThroughGate(context, settings, '1.1.0', 5, { smoke: false });
  // A ramp of the same candidate changes no release: no gate, even with no host to check against.
  rmSync(join(context.deployRoot, 'host', 'current'));
  await canaryThroughGate(context, settings, '1.1.0', 25, { smoke: false });
  const before = readFileSync(registryFileOf(context), 'utf8');

  writeReleasedHost(context.deployRoot, '2.0.0');
  await expect(promoteThroughGate(context, 'settings', { smoke: false })).rejects.toThrow(
    'the promotion gate refused settings 1.1.0: settings 1.1.0 needs shared-contracts ^1.0.0, the host has 2.0.0',
  );
  expect(readFileSync(registryFileOf(context), 'utf8')).toBe(before);
  writeReleasedHost(context.deployRoot);
  await promoteThroughGate(context, 'settings', { smoke: false });
  const promoted = readRegistry(registryFileOf(context), 'local').remotes.settings;
  expect(promoted?.version).toBe('1.1.0');
  expect(promoted?.candidate).toBeUndefined();
});
