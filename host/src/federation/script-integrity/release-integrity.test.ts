import { EMPTY_REGISTRY, type RegistryRemote } from 'shared-contracts/startup';
import { releaseIntegrityOf, UNRECORDED_INTEGRITY } from './release-integrity';

const CHUNK_SRI = `sha384-${'c'.repeat(64)}`;
const ENTRY_SRI = `sha384-${'e'.repeat(64)}`;

const remote = (
  entry: string,
  scriptIntegrity?: Record<string, string>,
  integrity?: string,
): RegistryRemote => ({
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  pages: [],
  flags: [],
  entry,
  ...(scriptIntegrity === undefined ? {} : { scriptIntegrity }),
  ...(integrity === undefined ? {} : { integrity }),
});

const registry = {
  ...EMPTY_REGISTRY,
  remotes: {
    settings: remote('http://localhost:3001/2.0.0/remoteEntry.js', {
      'remoteEntry.js': ENTRY_SRI,
      'chunks/page.1a2b3c4d.js': CHUNK_SRI,
    }),
    // Released before releases recorded their scripts: its entry's integrity alone.
    dashboard: remote('http://localhost:3003/1.0.0/remoteEntry.js', undefined, ENTRY_SRI),
    // Served from its dev server: nothing recorded.
    onboarding: remote('http://localhost:3002/remoteEntry.js'),
  },
};

test('a file of a release that records its scripts gets the recorded integrity', () => {
  expect(releaseIntegrityOf(registry, 'http://localhost:3001/2.0.0/chunks/page.1a2b3c4d.js')).toBe(
    CHUNK_SRI,
  );
  expect(releaseIntegrityOf(registry, 'http://localhost:3001/2.0.0/remoteEntry.js?t=1')).toBe(
    ENTRY_SRI,
  );
});

test('a file such a release does not name is refused, not loaded unchecked', () => {
  expect(releaseIntegrityOf(registry, 'http://localhost:3001/2.0.0/chunks/added.js')).toBe(
    UNRECORDED_INTEGRITY,
  );
});

test("an older release's files and the host's own files load as before", () => {
  expect(releaseIntegrityOf(registry, 'http://localhost:3003/1.0.0/remoteEntry.js')).toBe(
    ENTRY_SRI,
  );
  expect(releaseIntegrityOf(registry, 'http://localhost:3002/remoteEntry.js')).toBeUndefined();
  expect(
    releaseIntegrityOf(registry, 'http://localhost:3003/1.0.0/chunks/page.1a2b3c4d.js'),
  ).toBeUndefined();
  expect(
    releaseIntegrityOf(registry, 'http://localhost:3000/chunks/ui.1a2b3c4d.js'),
  ).toBeUndefined();
  // Another version of the same remote is not the release in force.
  expect(
    releaseIntegrityOf(registry, 'http://localhost:3001/1.0.0/chunks/page.1a2b3c4d.js'),
  ).toBeUndefined();
});
