/** @jest-environment node */
import { SHARED_CONTRACTS_VERSION } from 'shared-contracts/startup';
import { DASHBOARD_REMOTE, ONBOARDING_REMOTE, SETTINGS_REMOTE } from '../src/testing/test-registry';
import {
  remotePagePreloads,
  warmRemotePagePreloads,
  type ExposedCodeOf,
} from './remote-page-preloads';

const SETTINGS_ENTRY = 'http://localhost:3001/1.4.0/remoteEntry.js';
const scriptsOf: ExposedCodeOf = (entry) =>
  Promise.resolve({ scripts: [new URL('chunks/page.0123abcd.js', entry).href], shared: [] });

/** The registry as the server reads it (`/remotes.json`), with the settings entry's fields given. */
const registry = (settings: Record<string, string>) => ({
  schemaVersion: 2,
  remotes: {
    settings: { ...SETTINGS_REMOTE, ...settings },
    onboarding: ONBOARDING_REMOTE,
    dashboard: DASHBOARD_REMOTE,
  },
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test("a remote's address preloads its entry, then the scripts of its exposed module", async () => {
  const asked: string[] = [];
  const head = await remotePagePreloads(
    '/locations/loc-1001-1/devices',
    registry({ entry: SETTINGS_ENTRY }),
    (entry, exposedModule) => {
      asked.push(`${entry} ${exposedModule}`);
      return scriptsOf(entry, exposedModule);
    },
  );
  expect(asked).toEqual([`${SETTINGS_ENTRY} ./app`]);
  expect(head).toBe(
    `<link rel="preload" as="script" href="${SETTINGS_ENTRY}" data-remote-preload="settings">` +
      '<link rel="preload" as="script" href="http://localhost:3001/1.4.0/chunks/page.0123abcd.js" data-remote-preload="settings">',
  );
});

test("the host's copies of the libraries the remote consumes beyond the start-up's are preloaded too", async () => {
  const sharedChunks = {
    'react-virtuoso': ['chunks/798.fbec031d.js'],
    'ui/overlays': ['chunks/80.13962f58.js', 'chunks/594.fef5fecb.js'],
    zustand: ['chunks/731.x.js'],
  };
  const head = await remotePagePreloads(
    '/dashboard',
    registry({ entry: SETTINGS_ENTRY }),
    () =>
      Promise.resolve({
        scripts: ['http://localhost:3003/chunks/535.js'],
        // react is loaded by the host's start-up: the host's list has no files for it.
        shared: ['react', 'react-virtuoso', 'ui/overlays'],
      }),
    () => sharedChunks,
  );
  expect(head).toBe(
    '<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js" data-remote-preload="dashboard">' +
      '<link rel="preload" as="script" href="http://localhost:3003/chunks/535.js" data-remote-preload="dashboard">' +
      '<link rel="preload" as="script" href="/chunks/798.fbec031d.js" fetchpriority="low" data-remote-preload="dashboard">' +
      '<link rel="preload" as="script" href="/chunks/80.13962f58.js" fetchpriority="low" data-remote-preload="dashboard">' +
      '<link rel="preload" as="script" href="/chunks/594.fef5fecb.js" fetchpriority="low" data-remote-preload="dashboard">',
  );
  // The host's own copies carry their integrity when it is known.
  const withIntegrity = await remotePagePreloads(
    '/dashboard',
    registry({ entry: SETTINGS_ENTRY }),
    () => Promise.resolve({ scripts: [], shared: ['react-virtuoso'] }),
    () => sharedChunks,
    (file) => (file === 'chunks/798.fbec031d.js' ? 'sha384-own' : undefined),
  );
  expect(withIntegrity).toContain(
    '<link rel="preload" as="script" href="/chunks/798.fbec031d.js" fetchpriority="low" data-remote-preload="dashboard" integrity="sha384-own">',
  );
  // A host build without the list preloads only the remote's own code.
  const withoutList = await remotePagePreloads(
    '/dashboard',
    registry({ entry: SETTINGS_ENTRY }),
    () => Promise.resolve({ scripts: [], shared: ['react-virtuoso'] }),
    () => undefined,
  );
  expect(withoutList).not.toContain('/chunks/');
});

test("the entry is preloaded with the registry's integrity, as the runtime fetches it", async () => {
  const integrity = 'sha384-abcDEF0123+/=';
  const head = await remotePagePreloads(
    '/onboarding/loc-1003-1',
    {
      schemaVersion: 2,
      remotes: {
        ...registry({ entry: SETTINGS_ENTRY }).remotes,
        onboarding: { ...ONBOARDING_REMOTE, integrity },
      },
    },
    scriptsOf,
  );
  expect(head).toContain(
    `<link rel="preload" as="script" href="http://localhost:3002/remoteEntry.js" data-remote-preload="onboarding" integrity="${integrity}" crossorigin="anonymous">`,
  );
  expect(head).not.toContain('3001');
});

test("a release's page scripts are preloaded with the integrity it recorded, as the guard fetches them", async () => {
  const chunk = `sha384-${'c'.repeat(64)}`;
  const head = await remotePagePreloads(
    '/locations/loc-1001-1/devices',
    {
      schemaVersion: 2,
      remotes: {
        ...registry({ entry: SETTINGS_ENTRY }).remotes,
        settings: {
          ...SETTINGS_REMOTE,
          entry: SETTINGS_ENTRY,
          scriptIntegrity: { 'chunks/page.0123abcd.js': chunk },
        },
      },
    },
    scriptsOf,
  );
  expect(head).toContain(
    `<link rel="preload" as="script" href="http://localhost:3001/1.4.0/chunks/page.0123abcd.js" data-remote-preload="settings" integrity="${chunk}" crossorigin="anonymous">`,
  );
});

test("the host's own pages preload no remote", async () => {
  const exposedScripts = jest.fn(scriptsOf);
  for (const path of ['/', '/locations', '/not-found', '/signout'])
    expect(
      await remotePagePreloads(path, registry({ entry: SETTINGS_ENTRY }), exposedScripts),
    ).toBe('');
  expect(exposedScripts).not.toHaveBeenCalled();
});

test('a remote the host would refuse, or the registry lacks, is not preloaded', async () => {
  const exposedScripts = jest.fn(scriptsOf);
  const incompatible = registry({ entry: SETTINGS_ENTRY, sharedContracts: '^999.0.0' });
  const uncheckable = registry({ entry: SETTINGS_ENTRY, integrity: 'md5-nope' });
  expect(SHARED_CONTRACTS_VERSION).not.toMatch(/^999\./);
  expect(await remotePagePreloads('/locations/1/devices', incompatible, exposedScripts)).toBe('');
  expect(await remotePagePreloads('/locations/1/devices', uncheckable, exposedScripts)).toBe('');
  expect(
    await remotePagePreloads(
      '/locations/1/devices',
      { schemaVersion: 2, remotes: {} },
      exposedScripts,
    ),
  ).toBe('');
  expect(await remotePagePreloads('/locations/1/devices', undefined, exposedScripts)).toBe('');
  // A registry of another format is none.
  const { remotes } = registry({ entry: SETTINGS_ENTRY });
  expect(await remotePagePreloads('/locations/1/devices', { remotes }, exposedScripts)).toBe('');
  expect(exposedScripts).not.toHaveBeenCalled();
});

test("a remote with a canary candidate is not preloaded: which release loads is the browser's draw", async () => {
  const exposedScripts = jest.fn(scriptsOf);
  const { remotes } = registry({ entry: SETTINGS_ENTRY });
  const withCandidate = {
    schemaVersion: 2,
    remotes: {
      ...remotes,
      settings: {
        ...remotes.settings,
        candidate: { ...remotes.settings, version: '1.5.0', percent: 20 },
      },
    },
  };
  expect(await remotePagePreloads('/locations/1/devices', withCandidate, exposedScripts)).toBe('');
  expect(exposedScripts).not.toHaveBeenCalled();
});

test('a remote the request pins to another release (query or cookie) is not preloaded', async () => {
  const exposedScripts = jest.fn(scriptsOf);
  const served = registry({ entry: SETTINGS_ENTRY });
  const preloads = (search: string, cookie: string) =>
    remotePagePreloads('/locations/1/devices', served, exposedScripts, undefined, undefined, {
      search,
      cookie,
    });
  expect(await preloads('?vsg-override=settings@1.0.0', '')).toBe('');
  expect(await preloads('', 'a=1; vsg_override=settings%401.0.0')).toBe('');
  expect(exposedScripts).not.toHaveBeenCalled();
  // A pin of another remote, or an empty parameter (which clears the pins), keeps the preload.
  expect(await preloads('?vsg-override=dashboard@1.0.0', '')).toContain(SETTINGS_ENTRY);
  expect(await preloads('?vsg-override=', 'vsg_override=settings%401.0.0')).toContain(
    SETTINGS_ENTRY,
  );
});

test("a registry's URL cannot break out of the attribute", async () => {
  const head = await remotePagePreloads(
    '/dashboard',
    {
      schemaVersion: 2,
      remotes: {
        ...registry({ entry: SETTINGS_ENTRY }).remotes,
        dashboard: {
          ...DASHBOARD_REMOTE,
          entry: 'http://localhost:3003/"><script>alert(1)</script>',
        },
      },
    },
    () => Promise.resolve({ scripts: [], shared: [] }),
  );
  expect(head).toBe(
    '<link rel="preload" as="script" href="http://localhost:3003/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-remote-preload="dashboard">',
  );
});

test('warming asks for the exposed scripts of each remote the host would load, and of no other', () => {
  const exposedScripts = jest.fn(scriptsOf);
  const { remotes } = registry({ entry: SETTINGS_ENTRY, sharedContracts: '^999.0.0' });
  warmRemotePagePreloads(
    // A remote the registry does not say where to mount is no remote the host would load.
    { schemaVersion: 2, remotes: { ...remotes, unknown: { entry: 'http://x/e.js' } } },
    exposedScripts,
  );
  expect(exposedScripts.mock.calls).toEqual([
    ['http://localhost:3002/remoteEntry.js', './app'],
    ['http://localhost:3003/remoteEntry.js', './app'],
  ]);
});

test("the remote that renders an address is the registry's to say, under whatever key", async () => {
  const head = await remotePagePreloads(
    '/locations/loc-1001-1/devices',
    {
      schemaVersion: 2,
      remotes: {
        'settings-next': { ...SETTINGS_REMOTE, entry: SETTINGS_ENTRY },
        dashboard: DASHBOARD_REMOTE,
      },
    },
    scriptsOf,
  );
  expect(head).toContain(
    `<link rel="preload" as="script" href="${SETTINGS_ENTRY}" data-remote-preload="settings-next">`,
  );
  // The onboarding remote's free trial outranks the settings mount, as its route does.
  const trial = await remotePagePreloads(
    '/locations/loc-1001-1/free-trial',
    registry({ entry: SETTINGS_ENTRY }),
    scriptsOf,
  );
  expect(trial).toContain('data-remote-preload="onboarding"');
  expect(trial).not.toContain('3001');
});

test("a page's own preload hints (its lazy code) follow its remote's exposed scripts, once each", async () => {
  const onboardingEntry = 'http://localhost:3002/2.0.0/remoteEntry.js';
  const head = await remotePagePreloads(
    '/onboarding/loc-1003-1/devices',
    {
      schemaVersion: 2,
      remotes: {
        onboarding: {
          ...ONBOARDING_REMOTE,
          entry: onboardingEntry,
          pages: [
            ...ONBOARDING_REMOTE.pages,
            // As the build writes them: files relative to the entry.
            {
              id: 'devices',
              path: '/onboarding/:locationId/devices',
              preload: ['chunks/pages.1a2b3c4d.js', 'chunks/page.0123abcd.js'],
            },
          ],
        },
      },
    },
    scriptsOf,
  );
  expect(head).toBe(
    `<link rel="preload" as="script" href="${onboardingEntry}" data-remote-preload="onboarding">` +
      '<link rel="preload" as="script" href="http://localhost:3002/2.0.0/chunks/page.0123abcd.js" data-remote-preload="onboarding">' +
      '<link rel="preload" as="script" href="http://localhost:3002/2.0.0/chunks/pages.1a2b3c4d.js" data-remote-preload="onboarding">',
  );
});

test("a registry's problems are said once per registry, not on every page", async () => {
  const exposedScripts = jest.fn(scriptsOf);
  const withBadRemote = {
    ...registry({ entry: SETTINGS_ENTRY }),
    remotes: { ...registry({ entry: SETTINGS_ENTRY }).remotes, broken: { name: 'x' } },
  };
  await remotePagePreloads('/locations/1/devices', withBadRemote, exposedScripts);
  await remotePagePreloads('/dashboard', withBadRemote, exposedScripts);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith('[remotes] remote broken: entry is missing: left out');
  // The server hands a new value when its file changed: that one is read again.
  await remotePagePreloads('/dashboard', { ...withBadRemote }, exposedScripts);
  expect(warn).toHaveBeenCalledTimes(2);
});
