import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyRegistry, publish, rollback } from './registry';
import { scriptIntegrityOf } from './script-integrity';

const now = new Date('2026-11-26T12:00:00Z');
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A stored release folder with an entry, a chunk, and files a page never loads as scripts. */
function storedRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-scripts-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'remoteEntry.js'), 'entry();');
  writeFileSync(join(dir, 'chunks', 'page.1a2b3c4d.js'), 'page();');
  writeFileSync(join(dir, 'chunks', 'page.1a2b3c4d.js.map'), '{}');
  writeFileSync(join(dir, 'chunks', 'page.1a2b3c4d.js.gz'), 'gz');
  writeFileSync(join(dir, 'version.json'), '{}');
  return dir;
}

const release = (version: string, dir: string) => ({
  name: 'remote_settings',
  module: './app' as const,
  mounts: ['/locations/:locationId/*'],
  pages: [],
  flags: [],
  package: 'remote-settings',
  version,
  entry: `http://localhost:3001/${version}/remoteEntry.js`,
  integrity: sha384('entry();'),
  scriptIntegrity: scriptIntegrityOf(dir),
});

test('every script of a release is recorded by its path beside the entry, nothing else', () => {
  expect(scriptIntegrityOf(storedRelease())).toEqual({
    'chunks/page.1a2b3c4d.js': sha384('page();'),
    'remoteEntry.js': sha384('entry();'),
  });
});

test('the history keeps a digest of the map, and a rollback reads the map again from the files', () => {
  const dirs: Record<string, string> = { '1.0.0': storedRelease(), '2.0.0': storedRelease() };
  const v1 = release('1.0.0', dirs['1.0.0'] ?? '');
  const v2 = release('2.0.0', dirs['2.0.0'] ?? '');
  const both = publish(publish(emptyRegistry('local'), 'settings', v1, now), 'settings', v2, now);
  const [kept] = both.remotes.settings?.history ?? [];
  expect(kept).not.toHaveProperty('scriptIntegrity');
  expect(kept?.scriptIntegrityDigest).toMatch(/^sha384-/);

  const storedDirOf = (stored: { version?: string }) => dirs[stored.version ?? ''] ?? '';
  const back = rollback(both, 'settings', now, storedDirOf).remotes.settings;
  expect(back?.version).toBe('1.0.0');
  expect(back?.scriptIntegrity).toEqual(v1.scriptIntegrity);
  expect(back).not.toHaveProperty('scriptIntegrityDigest');
});

test('a rollback to a release whose stored chunk changed is refused, naming what to do', () => {
  const dir = storedRelease();
  const both = publish(
    publish(emptyRegistry('local'), 'settings', release('1.0.0', dir), now),
    'settings',
    release('2.0.0', storedRelease()),
    now,
  );
  writeFileSync(join(dir, 'chunks', 'page.1a2b3c4d.js'), 'evil();');
  expect(() => rollback(both, 'settings', now, () => dir)).toThrow(
    `settings 1.0.0: its stored files in ${dir} are not the ones it released (their integrity differs): release a good build of it again instead of rolling back`,
  );
});
