import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pointHostAt, storeArtifact } from './artifacts';

function packageWithBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
  mkdirSync(join(dir, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'dist', 'remoteEntry.js'), 'entry();');
  writeFileSync(join(dir, 'dist', 'chunks', 'a.12345678.js'), 'a();');
  return dir;
}

const now = new Date('2026-11-22T12:00:00Z');

test('a build is stored as an immutable version with its stamp', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'deploy-'));
  const packageDir = packageWithBuild();
  const stored = storeArtifact({
    packageDir,
    name: 'remote-settings',
    version: '1.0.0-abc',
    deployRoot,
    commit: 'abc',
    now,
  });
  expect(stored).toBe(join(deployRoot, 'remote-settings', '1.0.0-abc'));
  expect(readFileSync(join(stored, 'chunks', 'a.12345678.js'), 'utf8')).toBe('a();');
  expect(JSON.parse(readFileSync(join(stored, 'version.json'), 'utf8'))).toEqual({
    name: 'remote-settings',
    version: '1.0.0-abc',
    commit: 'abc',
    builtAt: now.toISOString(),
  });
  expect(() =>
    storeArtifact({
      packageDir,
      name: 'remote-settings',
      version: '1.0.0-abc',
      deployRoot,
      commit: 'abc',
      now,
    }),
  ).toThrow('remote-settings 1.0.0-abc is already deployed (versions are immutable)');
});

test('a package with no build is refused', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'deploy-'));
  const packageDir = mkdtempSync(join(tmpdir(), 'empty-'));
  expect(() =>
    storeArtifact({ packageDir, name: 'host', version: '1', deployRoot, commit: 'x', now }),
  ).toThrow('host has no build');
  expect(existsSync(join(deployRoot, 'host', '1'))).toBe(false);
});

test('the host is switched by repointing its current link', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'deploy-'));
  mkdirSync(join(deployRoot, 'host', 'v1'), { recursive: true });
  mkdirSync(join(deployRoot, 'host', 'v2'), { recursive: true });
  pointHostAt(deployRoot, 'v1');
  expect(readlinkSync(join(deployRoot, 'host', 'current'))).toBe('v1');
  pointHostAt(deployRoot, 'v2');
  expect(readlinkSync(join(deployRoot, 'host', 'current'))).toBe('v2');
});

test('a build made elsewhere is stored from the folder given', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'deploy-'));
  const packageDir = mkdtempSync(join(tmpdir(), 'no-dist-'));
  const buildDir = join(packageWithBuild(), 'dist');
  const stored = storeArtifact({
    packageDir,
    buildDir,
    name: 'remote-dashboard',
    version: '9.0.0',
    deployRoot,
    commit: 'c',
    now,
  });
  expect(readFileSync(join(stored, 'remoteEntry.js'), 'utf8')).toBe('entry();');
});
