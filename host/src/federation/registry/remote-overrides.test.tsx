import type { RegistryRemote, RemotesRegistry } from 'shared-contracts/startup';
import { reloadPage } from '../../lib/reload-page';
import { canaryGroupOf, chooseReleases, pinnedRemotes } from './canary-choice';
import {
  OVERRIDE_COOKIE,
  overrideCookieOf,
  parseOverrides,
  resetOverrides,
} from './override-rules';
import { applyOverrides, pinReleases } from './remote-overrides';

jest.mock('../../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const LOCAL = 'http://localhost:3000';
const PROD = 'https://guard.example.com';

const release = (version: string, integrity = `sha384-${version.replace(/\W/g, '')}`) => ({
  entry: `http://localhost:3001/${version}/remoteEntry.js`,
  version,
  integrity,
  sharedContracts: '^1.0.0',
  // Each release's own server build: a pin renders with the pinned version's.
  server: { entry: `http://localhost:3001/${version}/server/remoteEntry.js`, integrity },
  name: 'remote_settings',
  module: './app' as const,
  mounts: ['/locations/:locationId/*'],
  pages: [],
  flags: [],
});

const served = (candidatePercent?: number): RemotesRegistry => ({
  schemaVersion: 2,
  remotes: {
    settings: {
      ...release('1.2.0'),
      ...(candidatePercent === undefined
        ? {}
        : { candidate: { ...release('1.3.0'), percent: candidatePercent } }),
      // 1.0.0 from before scripts were recorded; 1.1.0 keeps its script map as a digest.
      history: [
        { ...release('1.0.0'), package: 'remote-settings' },
        { ...release('1.1.0'), package: 'remote-settings', scriptIntegrityDigest: 'sha384-map110' },
      ],
    } as RegistryRemote,
  },
});

/** 1.1.0's script map, as its folder holds it (pinned-integrity.test.ts checks the reading). */
const MAP_110 = { 'remoteEntry.js': 'sha384-110', 'chunks/app.js': 'sha384-app110' };
const readMap = jest.fn((url: string, digest: string) =>
  Promise.resolve(
    url === 'http://localhost:3001/1.1.0/script-integrity.json' && digest === 'sha384-map110'
      ? MAP_110
      : 'unreadable',
  ),
);

const pin = async (text: string, origin = LOCAL, registry = served(10)) => {
  const result = await applyOverrides(registry, registry, parseOverrides(text), origin, readMap);
  return { ...result, settings: result.registry.remotes.settings, warnings: result.refused };
};

afterEach(() => {
  document.cookie = `${OVERRIDE_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = 'vsg_bid=; Max-Age=0; Path=/';
});

test('the parameter names remotes and targets, comma separated; malformed items are left out', () => {
  expect(
    parseOverrides(' settings@1.0.0-abc, dashboard@http://localhost:5001/remoteEntry.js,x,@1,y@'),
  ).toEqual([
    { remote: 'settings', target: '1.0.0-abc' },
    { remote: 'dashboard', target: 'http://localhost:5001/remoteEntry.js' },
  ]);
  expect(overrideCookieOf(`a=1; ${OVERRIDE_COOKIE}=settings%401.0.0; b=2`)).toBe('settings@1.0.0');
  expect(overrideCookieOf(`${OVERRIDE_COOKIE}=%E0%A4%A`)).toBe('');
  expect(overrideCookieOf('a=1')).toBe('');
});

test('a version of the stable, the candidate or the history loads with its own entry, integrity and range', async () => {
  for (const version of ['1.2.0', '1.3.0', '1.0.0']) {
    const { settings, pinned, warnings } = await pin(`settings@${version}`);
    expect(settings).toEqual(release(version));
    expect(pinned).toEqual({ settings: version });
    expect(warnings).toEqual([]);
  }
});

test("a version of the history loads with every script's integrity, read from its folder", async () => {
  const { settings, pinned } = await pin('settings@1.1.0', PROD);
  expect(settings).toEqual({ ...release('1.1.0'), scriptIntegrity: MAP_110 });
  expect(pinned).toEqual({ settings: '1.1.0' });
  // A map that cannot be read, or is not the released one, refuses the pin: never unchecked.
  const registry = served();
  const tampered = {
    ...registry.remotes.settings,
    history: [{ ...release('1.1.0'), scriptIntegrityDigest: 'sha384-other' }],
  } as RegistryRemote;
  const refused = await pin('settings@1.1.0', PROD, {
    schemaVersion: 2,
    remotes: { settings: tampered },
  });
  expect(refused.pinned).toEqual({});
  expect(refused.warnings).toEqual([
    '[remotes] override settings@1.1.0 refused: unreadable; its release loads',
  ]);
  // In prod a release that records no script integrity at all is refused too.
  expect((await pin('settings@1.0.0', PROD)).warnings).toEqual([
    '[remotes] override settings@1.0.0 refused: it records no integrity for its scripts; its release loads',
  ]);
});

test('a version the registry never released, a malformed release or an unknown remote is refused', async () => {
  const unknown = await pin('settings@9.9.9,billing@1.0.0');
  expect(unknown.settings?.version).toBe('1.2.0');
  expect(unknown.pinned).toEqual({});
  expect(unknown.warnings).toEqual([
    '[remotes] override settings@9.9.9 refused: 9.9.9 is not a version the registry has released; its release loads',
    '[remotes] override billing@1.0.0 refused: the registry has no such remote; its release loads',
  ]);
  const registry = served();
  const broken = {
    ...registry.remotes.settings,
    history: [{ ...release('1.0.0'), integrity: '' }],
  } as RegistryRemote;
  const malformed = await pin('settings@1.0.0', LOCAL, {
    schemaVersion: 2,
    remotes: { settings: broken },
  });
  expect(malformed.pinned).toEqual({});
  expect(malformed.warnings[0]).toContain('integrity is empty');
});

test('a URL loads the remote from a dev server outside prod, and is refused in prod', async () => {
  const url = 'http://localhost:5001/remoteEntry.js';
  const local = await pin(`settings@${url}`);
  // The served release's server build is not the dev server's: none goes with the URL.
  expect(local.settings).toEqual({
    entry: url,
    name: 'remote_settings',
    module: './app',
    mounts: ['/locations/:locationId/*'],
    pages: [],
    flags: [],
  });
  expect(local.pinned).toEqual({ settings: url });
  expect((await pin(`settings@${url}`, 'https://app-gamma.guard.example.com')).pinned).toEqual({
    settings: url,
  });

  const prod = await pin(`settings@${url},settings@1.1.0`, PROD);
  expect(prod.warnings).toEqual([
    `[remotes] override settings@${url} refused: a URL is never loaded in prod; its release loads`,
  ]);
  // Released versions, with their integrity, are still accepted in prod.
  expect(prod.settings).toEqual({ ...release('1.1.0'), scriptIntegrity: MAP_110 });
  expect(prod.pinned).toEqual({ settings: '1.1.0' });
});

test('the parameter goes into the cookie and out of the address; a pin beats the canary draw', async () => {
  window.history.replaceState(
    null,
    '',
    '/locations/l-1/devices?platform=ios&vsg-override=settings%401.0.0#top',
  );
  // A browser id in the candidate at 100 %.
  const chosen = chooseReleases(served(100), 'vsg_bid=browser-0001');
  expect(chosen.remotes.settings?.version).toBe('1.3.0');
  expect(canaryGroupOf('settings')).toBe('candidate');

  const pinnedRegistry = await pinReleases(chosen);
  expect(window.location.pathname + window.location.search + window.location.hash).toBe(
    '/locations/l-1/devices?platform=ios#top',
  );
  expect(document.cookie).toContain(`${OVERRIDE_COOKIE}=settings%401.0.0`);
  expect(pinnedRegistry.remotes.settings).toEqual(release('1.0.0'));
  expect(canaryGroupOf('settings')).toBe('override');
  expect(pinnedRemotes()).toEqual({ settings: '1.0.0' });

  // The next page load has no parameter: the cookie keeps the pin.
  expect(
    (await pinReleases(chooseReleases(served(100), 'vsg_bid=browser-0001'))).remotes.settings
      ?.version,
  ).toBe('1.0.0');

  resetOverrides();
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('an empty parameter clears the pins', async () => {
  document.cookie = `${OVERRIDE_COOKIE}=settings%401.0.0; Path=/`;
  window.history.replaceState(null, '', '/locations?vsg-override=');
  const chosen = chooseReleases(served(), '');
  expect(await pinReleases(chosen)).toBe(chosen);
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
  expect(window.location.search).toBe('');
});
