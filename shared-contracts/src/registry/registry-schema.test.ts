import { checkRegistry, checkRegistryRemote, checkRouteManifest } from './registry-schema';
import { readRegistry, REGISTRY_SCHEMA_VERSION } from './read-registry';

const manifest = {
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  flags: ['next-video-monitoring-zones'],
  pages: [
    {
      id: 'devices',
      path: '/locations/:locationId/devices',
      flag: 'next-video-monitoring-zones',
      requests: ['neighbors/:ownerId/locations/:locationId/devices'],
    },
    { id: 'events-summary', path: '/locations/:locationId/events-summary' },
  ],
};
const remote = {
  ...manifest,
  entry: 'http://localhost:3001/1.0.0/remoteEntry.js',
  version: '1.0.0',
  integrity: 'sha384-abc',
  sharedContracts: '^2.0.0',
};
const registry = { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: { settings: remote } };

const problemsOf = (checked: { ok: true } | { ok: false; problems: string[] }) =>
  checked.ok ? [] : checked.problems;

test('a well-formed route manifest, entry and registry pass as they are', () => {
  expect(checkRouteManifest(manifest)).toEqual({ ok: true, value: manifest });
  expect(checkRegistryRemote(remote)).toEqual({ ok: true, value: remote });
  expect(checkRegistry(registry)).toEqual({ ok: true, value: registry });
  // What the Node side lets through, the browser's reader takes whole.
  expect(readRegistry(registry)).toEqual({ registry, problems: [] });
});

test('a bad route manifest is refused naming the field', () => {
  expect(problemsOf(checkRouteManifest({ ...manifest, name: '' }))).toEqual([
    'name must be the federation container name, not empty',
  ]);
  expect(problemsOf(checkRouteManifest({ ...manifest, module: './other' }))).toEqual([
    'module must be ./app',
  ]);
  expect(problemsOf(checkRouteManifest({ ...manifest, mounts: [] }))).toEqual([
    'mounts must name at least one route pattern',
  ]);
  const nameless: Record<string, unknown> = { ...manifest };
  delete nameless.name;
  expect(problemsOf(checkRouteManifest(nameless))).toEqual(['name is missing']);
  expect(problemsOf(checkRouteManifest('nope'))).toEqual(['the value must be an object']);
  expect(
    problemsOf(checkRouteManifest({ ...manifest, flags: [...manifest.flags, 'Not A Flag'] })),
  ).toEqual(['flags[1] must be a feature flag name (a-z, 0-9 and -)']);
  const flagless: Record<string, unknown> = { ...manifest };
  delete flagless.flags;
  expect(problemsOf(checkRouteManifest(flagless))).toEqual(['flags is missing']);
});

test('a route id names one page, and a page gates only on a flag the remote declares', () => {
  const [devices, summary] = manifest.pages;
  expect(
    problemsOf(
      checkRouteManifest({ ...manifest, pages: [devices, { ...summary, id: 'devices' }] }),
    ),
  ).toEqual(['pages has the route ids devices more than once']);
  expect(problemsOf(checkRouteManifest({ ...manifest, flags: [] }))).toEqual([
    'flags gate pages on next-video-monitoring-zones, which flags does not list',
  ]);
  expect(
    problemsOf(checkRouteManifest({ ...manifest, pages: [{ ...summary, id: 'Events Summary' }] })),
  ).toEqual(['pages[0].id must be a route id (a-z, 0-9 and -)']);
});

test("a page's path, flag and requests are checked where they are", () => {
  const withPage = (page: unknown) => ({ ...manifest, pages: [manifest.pages[1], page] });
  expect(problemsOf(checkRouteManifest(withPage({ id: 'x', path: 'devices' })))).toEqual([
    'pages[1].path must be a route pattern starting with /',
  ]);
  expect(
    problemsOf(
      checkRouteManifest(withPage({ id: 'x', path: '/locations/:locationId/x', flag: 3 })),
    ),
  ).toEqual(['pages[1].flag must be a feature flag name']);
  expect(
    problemsOf(
      checkRouteManifest(
        withPage({ id: 'x', path: '/locations/:locationId/x', requests: ['/api/x'] }),
      ),
    ),
  ).toEqual(['pages[1].requests[0] must be a path below /api, without /']);
});

test('a request the host could not fill is refused, naming its parameter', () => {
  const page = {
    id: 'guard',
    path: '/locations/:locationId/guard',
    requests: ['neighbors/:userId/locations/:locationId/guard/:guardId'],
  };
  expect(problemsOf(checkRouteManifest({ ...manifest, pages: [page] }))).toEqual([
    "pages[0].requests uses :guardId, which neither the page's path nor the session (userId, ownerId) gives",
  ]);
});

test('a page outside every mount is refused: the host would never find it', () => {
  const pages = [...manifest.pages, { id: 'dashboard', path: '/dashboard' }];
  expect(problemsOf(checkRouteManifest({ ...manifest, pages }))).toEqual([
    'pages has /dashboard, under none of the mounts',
  ]);
});

test('a bad registry entry is refused naming the remote and the field', () => {
  const bad = {
    ...registry,
    remotes: {
      settings: remote,
      dashboard: {
        ...remote,
        entry: 'not a url',
        pages: [{ id: 'x', path: 'x' }],
        mounts: ['/x/*'],
        flags: [],
      },
    },
  };
  expect(problemsOf(checkRegistry(bad))).toEqual([
    'remote dashboard: pages[0].path must be a route pattern starting with /',
    'remote dashboard: entry must be the URL of remoteEntry.js',
  ]);
  expect(problemsOf(checkRegistryRemote({ ...remote, integrity: '' }))).toEqual([
    'integrity must be a Subresource Integrity value, not empty',
  ]);
});

// ADR 0027: a release may record every script's integrity; one without still passes.
const SRI = `sha384-${'A'.repeat(64)}`;

test("a release's script integrity passes when it maps files beside the entry to SRI values", () => {
  const recorded = {
    ...remote,
    scriptIntegrity: { 'remoteEntry.js': SRI, 'chunks/app.1a2b3c4d.js': SRI },
  };
  expect(checkRegistryRemote(recorded)).toEqual({ ok: true, value: recorded });
  expect(readRegistry({ ...registry, remotes: { settings: recorded } }).problems).toEqual([]);
  // An older release, without it, is as before (the first test).
  expect(checkRegistryRemote(remote).ok).toBe(true);
});

test('a bad script integrity map is refused naming the file; the browser leaves the remote out', () => {
  expect(
    problemsOf(checkRegistryRemote({ ...remote, scriptIntegrity: { 'chunks/a.js': 'md5-x' } })),
  ).toEqual(['scriptIntegrity.chunks/a.js must be a Subresource Integrity value']);
  expect(
    problemsOf(checkRegistryRemote({ ...remote, scriptIntegrity: { '../host/main.js': SRI } })),
  ).toEqual([
    'scriptIntegrity.../host/main.js must be a file beside remoteEntry.js, without / or ..',
  ]);
  expect(problemsOf(checkRegistryRemote({ ...remote, scriptIntegrity: 'x' }))).toEqual([
    'scriptIntegrity must be an object of files to Subresource Integrity values',
  ]);
  const read = readRegistry({
    ...registry,
    remotes: { settings: { ...remote, scriptIntegrity: { 'chunks/a.js': 7 } } },
  });
  expect(read.problems).toEqual([
    'remote settings: scriptIntegrity is not a map of files to integrity',
  ]);
  expect(read.registry?.remotes).toEqual({});
});

test('a registry of another schema version is refused, saying which it is', () => {
  expect(problemsOf(checkRegistry({ remotes: {} }))).toEqual(['schemaVersion is missing']);
  expect(problemsOf(checkRegistry({ schemaVersion: 1, remotes: {} }))).toEqual([
    'schemaVersion is 1; this platform reads registries of schemaVersion 2',
  ]);
  expect(problemsOf(checkRegistry(null))).toEqual(['the value must be an object']);
});

// Canary (ADR 0018): an entry's optional candidate.
const candidate = {
  ...remote,
  entry: 'http://localhost:3001/1.1.0/remoteEntry.js',
  version: '1.1.0',
  integrity: 'sha384-def',
  percent: 5,
};

test('an entry with a candidate passes whole, and a host built before reads its stable release', () => {
  const withCandidate = { ...registry, remotes: { settings: { ...remote, candidate } } };
  expect(checkRegistry(withCandidate)).toEqual({ ok: true, value: withCandidate });
  const read = readRegistry(withCandidate);
  expect(read.problems).toEqual([]);
  expect(read.registry?.remotes.settings?.entry).toBe(remote.entry);
  expect(read.registry?.remotes.settings?.version).toBe('1.0.0');
});

test('a bad candidate is refused naming the remote and the field', () => {
  const withCandidate = (changed: object) => ({
    ...registry,
    remotes: { settings: { ...remote, candidate: { ...candidate, ...changed } } },
  });
  expect(problemsOf(checkRegistry(withCandidate({ percent: 0 })))).toEqual([
    'remote settings: candidate.percent must be from 1 to 100',
  ]);
  expect(problemsOf(checkRegistry(withCandidate({ percent: 101 })))).toEqual([
    'remote settings: candidate.percent must be from 1 to 100',
  ]);
  expect(problemsOf(checkRegistry(withCandidate({ percent: 2.5 })))).toEqual([
    'remote settings: candidate.percent must be a whole percent',
  ]);
  expect(problemsOf(checkRegistry(withCandidate({ percent: '5' })))).toEqual([
    'remote settings: candidate.percent must be a percent of browsers',
  ]);
  expect(problemsOf(checkRegistry(withCandidate({ version: undefined })))).toEqual([
    'remote settings: candidate.version must be a version',
  ]);
  expect(
    problemsOf(checkRegistry(withCandidate({ pages: [{ id: 'dashboard', path: '/dashboard' }] }))),
  ).toEqual(['remote settings: candidate.pages has /dashboard, under none of the mounts']);
});

test("a release's server build passes in the release's folder, with its integrity", () => {
  const built = { ...manifest, server: { entry: 'server/remoteEntry.js' } };
  expect(checkRouteManifest(built)).toEqual({ ok: true, value: built });
  const released = {
    ...remote,
    server: { entry: 'http://localhost:3001/1.0.0/server/remoteEntry.js', integrity: SRI },
  };
  expect(checkRegistryRemote(released)).toEqual({ ok: true, value: released });
  expect(
    checkRegistry({
      ...registry,
      remotes: { settings: { ...released, candidate: { ...released, percent: 10 } } },
    }).ok,
  ).toBe(true);
});

test('a server build elsewhere, or without its integrity, is refused naming the field', () => {
  expect(
    problemsOf(checkRouteManifest({ ...manifest, server: { entry: '../other/remoteEntry.js' } })),
  ).toEqual(['server.entry must be a file beside remoteEntry.js, without / or ..']);
  const elsewhere = [
    'http://localhost:3001/0.9.0/server/remoteEntry.js',
    'http://evil.example/1.0.0/server/remoteEntry.js',
  ];
  for (const entry of elsewhere) {
    expect(
      problemsOf(checkRegistryRemote({ ...remote, server: { entry, integrity: SRI } })),
    ).toEqual(["server.entry must be in the folder of the release's remoteEntry.js"]);
    const candidate = {
      ...remote,
      version: '1.1.0',
      percent: 10,
      server: { entry, integrity: SRI },
    };
    expect(
      problemsOf(checkRegistry({ ...registry, remotes: { settings: { ...remote, candidate } } })),
    ).toEqual([
      "remote settings: candidate.server.entry must be in the folder of the release's remoteEntry.js",
    ]);
  }
  expect(
    problemsOf(
      checkRegistryRemote({
        ...remote,
        server: { entry: 'http://localhost:3001/1.0.0/server/remoteEntry.js' },
      }),
    ),
  ).toEqual(['server.integrity is missing']);
});
