import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedContractsMismatch } from 'shared-contracts/compatibility';
import { SHARED_CONTRACTS_VERSION } from 'shared-contracts/registry';
import { checkRegistry } from 'shared-contracts/registry-schema';
import { registryFileOf, release, rollBack } from './commands';
import { readRegistry, rollback, type HistoryRelease, type RegistryEntry } from './registry';
import { upgradeRegistryFile } from './registry-upgrade';
import { contextFor, fakeWorkspace, writeBuild, writeReleasedHost } from './testing';
import { findRemote, remotePackages } from './workspace';

/** The local registry as deploy wrote it before route ids: two remotes, short histories. */
const FIXTURE = readFileSync(
  join(import.meta.dirname, 'fixtures', 'registry-before-route-ids.json'),
  'utf8',
);

type Json = Record<string, unknown>;
type Entry = Json & { pages: Json[]; history: (Json & { pages: Json[] })[] };
const fixture = (): { remotes: Record<string, Entry> } & Json => JSON.parse(FIXTURE);

const now = new Date('2026-12-02T12:00:00Z');

/** A deploy root holding `registry` as its local registry, in a workspace with remote-settings. */
function setUp(registry: string = FIXTURE) {
  const repo = fakeWorkspace([
    { pkg: 'remote-settings', key: 'settings', origins: { local: 'http://localhost:3001' } },
  ]);
  const lines: string[] = [];
  const context = contextFor(repo, lines);
  const file = registryFileOf(context);
  mkdirSync(join(context.deployRoot, 'registry'), { recursive: true });
  writeFileSync(file, registry);
  return { repo, context, lines, file, settings: findRemote(remotePackages(repo), 'settings') };
}

/** The stable release, the candidate if any, and every release of the history. */
const releasesOf = (entry: RegistryEntry) => [
  entry,
  ...(entry.candidate ? [entry.candidate] : []),
  ...entry.history,
];

/** The host's own check, as `deploy rollback` runs it against a host of this shared-contracts. */
const refusalOfThisHost = (release: HistoryRelease) =>
  sharedContractsMismatch(
    `settings ${release.version ?? 'unversioned'}`,
    release.sharedContracts,
    SHARED_CONTRACTS_VERSION,
  );

const storedNowhere = (): string => {
  throw new Error('no stored files to read');
};

test("a registry written before route ids is read: each page gets a route id unique in its release, each release its pages' flags", () => {
  const { file } = setUp();
  const registry = readRegistry(file, 'local');
  expect(Object.keys(registry.remotes)).toEqual(['settings', 'onboarding']);
  for (const entry of Object.values(registry.remotes)) {
    for (const release of releasesOf(entry)) {
      const ids = release.pages.map((page) => page.id);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(new Set(ids).size).toBe(ids.length);
      const pageFlags = release.pages.flatMap((page) => (page.flag ? [page.flag] : []));
      expect(release.flags).toEqual([...new Set(pageFlags)].sort());
    }
  }
  const settings = registry.remotes.settings;
  expect(settings?.pages.map((page) => page.id)).toEqual([
    'locations-location-id',
    'locations-location-id-events-summary',
    'locations-location-id-devices',
    'locations-location-id-alerts',
    'locations-location-id-private-guard',
    'locations-location-id-trial-management',
    'locations-location-id-trial-management-benefits',
  ]);
  expect(settings?.flags).toEqual(['next-private-guard']);
  expect(settings?.history.map((release) => release.version)).toEqual([
    '1.0.0-57059df165',
    '1.0.0-f3ffbf6c74',
  ]);
  // Two pages gated on the same flag: the flag is listed once.
  expect(registry.remotes.onboarding?.flags).toEqual(['allow-sos-support']);
});

test('the upgrade adds only route ids and flags: entry, integrity, versions, ranges, digests and guard stay as written', () => {
  const { file } = setUp();
  const registry = readRegistry(file, 'local');
  for (const [key, written] of Object.entries(fixture().remotes)) {
    const read = registry.remotes[key];
    if (!read) throw new Error(`${key} was not read`);
    const pairs: Array<[Json & { pages: Json[] }, Json]> = [
      [
        { ...written, history: [] },
        { ...read, history: [] },
      ],
      ...written.history.map((release, index): [Json & { pages: Json[] }, Json] => [
        release,
        read.history[index] ?? {},
      ]),
    ];
    for (const [before, after] of pairs) {
      const { pages, flags, ...rest } = after;
      const { pages: pagesBefore, ...restBefore } = before;
      expect(rest).toEqual(restBefore);
      expect(flags).toEqual(expect.any(Array));
      expect(pages).toEqual(
        pagesBefore.map((page) => ({ ...page, id: expect.stringMatching(/^[a-z]/) })),
      );
    }
  }
  expect(registry.remotes.settings?.guard).toBe('location-settings');
  expect(registry.remotes.settings?.history[0]?.scriptIntegrityDigest).toBe(
    fixture().remotes.settings?.history[0]?.scriptIntegrityDigest,
  );
});

test('route ids are the words of the path, made unique within the release; a candidate is upgraded too', () => {
  const release = (paths: string[], flags: Array<string | undefined> = []) => ({
    name: 'remote_x',
    module: './app',
    mounts: ['/*'],
    pages: paths.map((path, index) => ({ path, ...(flags[index] ? { flag: flags[index] } : {}) })),
    entry: 'http://localhost:3004/1/remoteEntry.js',
  });
  const upgraded = upgradeRegistryFile({
    remotes: {
      x: {
        ...release(['/', '/a-b', '/a/b', '/A_b', '/locations/:locationId/*', '/x/:id?']),
        candidate: { ...release(['/b', '/a'], ['z-flag', 'a-flag']), percent: 5 },
        history: [release(['/one'])],
      },
    },
  });
  expect(upgraded).toMatchObject({
    remotes: {
      x: {
        pages: [
          { id: 'root', path: '/' },
          { id: 'a-b', path: '/a-b' },
          { id: 'a-b-2', path: '/a/b' },
          { id: 'a-b-3', path: '/A_b' },
          { id: 'locations-location-id', path: '/locations/:locationId/*' },
          { id: 'x-id', path: '/x/:id?' },
        ],
        flags: [],
        candidate: {
          pages: [{ id: 'b' }, { id: 'a' }],
          flags: ['a-flag', 'z-flag'],
          percent: 5,
        },
        history: [{ pages: [{ id: 'one', path: '/one' }], flags: [] }],
      },
    },
  });
});

test('a registry broken besides the route ids is refused as before, naming the field', () => {
  const refusal = (change: (registry: ReturnType<typeof fixture>) => void): string => {
    const registry = fixture();
    change(registry);
    const { file } = setUp(JSON.stringify(registry));
    try {
      readRegistry(file, 'local');
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    throw new Error('the registry was read');
  };
  const badEntry = refusal((registry) => {
    const [first] = registry.remotes.settings?.history ?? [];
    if (first) first.entry = 'not a URL';
  });
  expect(badEntry).toContain(
    'is not a registry deploy can use: remote settings: history[0].entry must be the URL of remoteEntry.js: fix that field',
  );
  expect(badEntry).not.toContain('id is missing');
  expect(badEntry).not.toContain('flags is missing');
  expect(
    refusal((registry) => {
      const [page] = registry.remotes.onboarding?.pages ?? [];
      if (page) page.path = 'onboarding';
    }),
  ).toContain('remote onboarding: pages[0].path must be a route pattern starting with /');
  // Route ids without flags were never written by any deploy: not upgraded, refused.
  expect(
    refusal((registry) => {
      for (const page of registry.remotes.settings?.pages ?? []) page.id = 'same';
    }),
  ).toContain('remote settings: flags is missing');
  expect(refusal((registry) => (registry.schemaVersion = 1))).toContain(
    'schemaVersion is 1. It is not of schemaVersion 2',
  );
});

test('a rollback to a release from before route ids is refused by this host, saying none earlier works', () => {
  const { context, file } = setUp();
  writeReleasedHost(context.deployRoot, SHARED_CONTRACTS_VERSION);
  expect(() => rollBack(context, 'settings')).toThrow(
    `settings cannot roll back to 1.0.0-f3ffbf6c74: settings 1.0.0-f3ffbf6c74 needs shared-contracts ^2.0.0, the host has ${SHARED_CONTRACTS_VERSION}; no earlier release of settings works with this host: release the version you want instead (deploy release settings --from <its build>)`,
  );
  expect(readFileSync(file, 'utf8')).toBe(FIXTURE);
});

test('a rollback past releases from before route ids names the newest earlier release this host can load', () => {
  const { file } = setUp();
  const registry = readRegistry(file, 'local');
  const settings = registry.remotes.settings;
  const [oldest, ...rest] = settings?.history ?? [];
  if (!settings || !oldest) throw new Error('the fixture has a settings history');
  // Made as if that release had been built against this host's shared-contracts.
  const loadable = { ...oldest, version: '3.0.0-abc', sharedContracts: '^3.0.0' };
  const withLoadable = {
    ...registry,
    remotes: { ...registry.remotes, settings: { ...settings, history: [loadable, ...rest] } },
  };
  expect(() => rollback(withLoadable, 'settings', now, storedNowhere, refusalOfThisHost)).toThrow(
    `settings cannot roll back to 1.0.0-f3ffbf6c74: settings 1.0.0-f3ffbf6c74 needs shared-contracts ^2.0.0, the host has ${SHARED_CONTRACTS_VERSION}; the first release it can go back to is 3.0.0-abc: release that version again (deploy release settings --from deploy/remote-settings/3.0.0-abc)`,
  );
});

test('releasing a build over a registry from before route ids keeps the old releases in its history, written upgraded', async () => {
  const { repo, context, file } = setUp();
  writeReleasedHost(context.deployRoot, SHARED_CONTRACTS_VERSION);
  writeBuild(repo, 'remote-settings', { range: '^3.0.0' });
  await release(context, findRemote(remotePackages(repo), 'settings'), {
    version: '3.0.0-new',
    smoke: false,
  });
  const written: unknown = JSON.parse(readFileSync(file, 'utf8'));
  // Every release written has ids and flags: the browser's schema (the static server's) reads it.
  expect(checkRegistry(written).ok).toBe(true);
  expect(upgradeRegistryFile(written)).toEqual(written);
  const registry = readRegistry(file, 'local');
  expect(registry.remotes.settings?.version).toBe('3.0.0-new');
  expect(registry.remotes.settings?.history.map((entry) => entry.version)).toEqual([
    '1.0.0-57059df165',
    '1.0.0-f3ffbf6c74',
    '1.0.0-f4fba641fb',
  ]);
  expect(registry.remotes.settings?.history.at(-1)?.pages[2]?.id).toBe(
    'locations-location-id-devices',
  );
  expect(registry.remotes.onboarding?.version).toBe(fixture().remotes.onboarding?.version);
  expect(() => rollBack(context, 'settings')).toThrow(
    'settings cannot roll back to 1.0.0-f4fba641fb: settings 1.0.0-f4fba641fb needs shared-contracts ^2.0.0',
  );
});
