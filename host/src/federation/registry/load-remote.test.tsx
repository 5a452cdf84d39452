import {
  loadRemote,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { createHash, webcrypto } from 'node:crypto';
import { SHARED_CONTRACTS_VERSION } from 'shared-contracts/registry';
import { DASHBOARD_REMOTE, SETTINGS_REMOTE } from '../../testing/test-registry';
import { guardScriptIntegrity } from '../script-integrity/guard-script-integrity';
import { pageScriptIntegrityOf } from '../script-integrity/page-script-integrity';
import { loadedRemoteApp, loadRemoteApp, registerRegistryRemotes } from './load-remote';

// The runtime's loader cannot run in jsdom: loading is the seam; the range matcher stays real.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const RELEASED = 'var remote_settings = {};';
const INTEGRITY = `sha384-${createHash('sha384').update(RELEASED).digest('base64')}`;
const ENTRY_SCRIPT = 'http://localhost:3001/2.0.0/remoteEntry.js';
const RemoteApp = () => null;
/** An exposed app module, as a remote's build makes it: the app and its route table. */
const APP = {
  RemoteApp,
  routeTable: { name: 'remote_settings', module: './app', mounts: ['/x'], flags: [], pages: [] },
} as const;
const settings = SETTINGS_REMOTE;
const dashboard = DASHBOARD_REMOTE;
/** The range a remote built with this shared-contracts declares, and one built with the next major. */
const MAJOR = Number(SHARED_CONTRACTS_VERSION.split('.')[0]);
const THIS_MAJOR = `^${MAJOR}.0.0`;
const NEXT_MAJOR = `^${MAJOR + 1}.0.0`;

function reports(): unknown[] {
  return [jest.mocked(console.info), jest.mocked(console.warn)]
    .flatMap((spy) => spy.mock.calls)
    .filter(([prefix]) => prefix === '[remote-load]')
    .map(([, json]) => (typeof json === 'string' ? JSON.parse(json) : json));
}

/** The plugin the registry handed the runtime: what gives the entry's script its time limit. */
function timeoutPlugin(): ModuleFederationRuntimePlugin {
  const plugin = jest.mocked(registerPlugins).mock.calls[0]?.[0]?.[0];
  if (!plugin) throw new Error('no plugin registered');
  return plugin;
}

const settingsEntry = {
  name: 'remote_settings',
  entry: ENTRY_SCRIPT,
  type: 'global',
  entryGlobalName: 'remote_settings',
  shareScope: 'default',
};

/** The entry's script as the federation runtime makes one. */
function createEntryScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = ENTRY_SCRIPT;
  return script;
}

/** A script of the page that the browser fails to load (the network, or its bytes refused). */
function scriptFails(script: HTMLScriptElement) {
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
}

/** A load that gets as far as inserting the entry's script, which the browser then refuses. */
function entryScriptFails() {
  load.mockImplementation(async () => {
    scriptFails(createEntryScript());
    throw new Error(`ScriptNetworkError: Failed to load script "${ENTRY_SCRIPT}"`);
  });
}

let unguard: () => void = () => undefined;

beforeAll(() => {
  Object.defineProperty(crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

beforeEach(() => {
  // As the entry chunk does first: every script put into head, the entry's too, gets its integrity.
  unguard = guardScriptIntegrity(pageScriptIntegrityOf);
  load.mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerRegistryRemotes({
    schemaVersion: 2,
    remotes: {
      settings: {
        ...settings,
        entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
        version: '2.0.0',
        integrity: INTEGRITY,
        sharedContracts: THIS_MAJOR,
      },
      dashboard: {
        ...dashboard,
        entry: 'http://localhost:3003/9.0.0/remoteEntry.js',
        version: '9.0.0',
        sharedContracts: NEXT_MAJOR,
      },
    },
  });
});

afterEach(() => {
  unguard();
  document.head.replaceChildren();
  jest.restoreAllMocks();
});

test('a load is reported with the remote, its registry version, a duration and ok', async () => {
  load.mockResolvedValue(APP);
  await expect(loadRemoteApp('settings')).resolves.toEqual(APP);
  expect(reports()).toEqual([
    { remote: 'settings', version: '2.0.0', durationMs: expect.any(Number), outcome: 'ok' },
  ]);
});

test('a preload and the area asking at once share one load and one report; a failed one is retried', async () => {
  load.mockResolvedValue(APP);
  const [first, second] = await Promise.all([loadRemoteApp('settings'), loadRemoteApp('settings')]);
  expect(first).toBe(second);
  expect(load).toHaveBeenCalledTimes(1);
  expect(reports()).toHaveLength(1);

  registerRegistryRemotes({
    schemaVersion: 2,
    remotes: { settings: { ...settings, entry: ENTRY_SCRIPT, version: '2.0.1' } },
  });
  load.mockRejectedValueOnce(new Error('remote down'));
  await expect(loadRemoteApp('settings')).rejects.toThrow('remote down');
  await expect(loadRemoteApp('settings')).resolves.toEqual(APP);
  expect(load).toHaveBeenCalledTimes(3);
});

test('a loaded app is readable at once; a failed one never is', async () => {
  expect(loadedRemoteApp('settings')).toBeUndefined();
  load.mockResolvedValue(APP);
  await loadRemoteApp('settings');
  expect(loadedRemoteApp('settings')).toEqual(APP);

  expect(loadedRemoteApp('dashboard')).toBeUndefined();
  registerRegistryRemotes({
    schemaVersion: 2,
    remotes: { dashboard: { ...dashboard, entry: 'http://localhost:3003/remoteEntry.js' } },
  });
  load.mockRejectedValueOnce(new Error('remote down'));
  await expect(loadRemoteApp('dashboard')).rejects.toThrow('remote down');
  expect(loadedRemoteApp('dashboard')).toBeUndefined();
});

test('a remote built against another shared-contracts major is refused before anything is fetched', async () => {
  await expect(loadRemoteApp('dashboard')).rejects.toThrow(
    `The dashboard area could not be loaded: dashboard 9.0.0 needs shared-contracts ${NEXT_MAJOR}, the host has ${SHARED_CONTRACTS_VERSION}`,
  );
  expect(load).not.toHaveBeenCalled();
  expect(reports()).toEqual([
    expect.objectContaining({ remote: 'dashboard', outcome: 'refused-incompatible' }),
  ]);
});

test('an entry the browser refused because its bytes changed is reported as refused-integrity', async () => {
  entryScriptFails();
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response(`${RELEASED}/* tampered */`));
  await expect(loadRemoteApp('settings')).rejects.toThrow(
    'does not match the integrity its release recorded',
  );
  expect(window.fetch).toHaveBeenCalledWith(ENTRY_SCRIPT, expect.anything());
  expect(reports()).toEqual([
    expect.objectContaining({ remote: 'settings', version: '2.0.0', outcome: 'refused-integrity' }),
  ]);
});

test('a chunk of the release the browser refused is reported as refused-integrity, by name', async () => {
  const chunk = 'http://localhost:3001/2.0.0/chunks/app.1a2b3c4d.js';
  load.mockImplementation(async () => {
    // The entry ran; a chunk its app module needs was refused (the head guard gave it its integrity).
    const script = document.createElement('script');
    script.src = chunk;
    script.setAttribute('integrity', INTEGRITY);
    scriptFails(script);
    throw new Error(`Loading chunk 12 failed. (error: ${chunk})`);
  });
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response(`${RELEASED}/* tampered */`));
  await expect(loadRemoteApp('settings')).rejects.toThrow(
    `${chunk} does not match the integrity its release recorded`,
  );
  expect(window.fetch).toHaveBeenCalledWith(chunk, expect.anything());
  expect(reports()).toEqual([
    expect.objectContaining({ remote: 'settings', outcome: 'refused-integrity' }),
  ]);
});

test('an entry that could not be fetched at all is a plain failure', async () => {
  entryScriptFails();
  jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loadRemoteApp('settings')).rejects.toThrow('ScriptNetworkError');
  expect(reports()).toEqual([expect.objectContaining({ remote: 'settings', outcome: 'failed' })]);
});

test('the integrity plugin is handed to the runtime once', () => {
  registerRegistryRemotes({ schemaVersion: 2, remotes: {} });
  registerRegistryRemotes(null);
  expect(registerPlugins).toHaveBeenCalledTimes(1);
});

test("every remote's entry script gets the runtime's 8 s limit, and its release's integrity in head", () => {
  expect(timeoutPlugin().createScript?.({ url: ENTRY_SCRIPT, remoteInfo: settingsEntry })).toEqual({
    timeout: 8_000,
  });
  const script = createEntryScript();
  document.head.appendChild(script);
  expect(script.getAttribute('integrity')).toBe(INTEGRITY);
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
});

test('an entry the runtime stopped waiting for is a plain failure, not fetched again to tell', async () => {
  load.mockImplementation(async () => {
    document.head.appendChild(createEntryScript());
    // The runtime's words when its time limit for the script has passed.
    throw new Error(`RUNTIME-008: ScriptNetworkError: Script "${ENTRY_SCRIPT}" timed out.`);
  });
  jest.spyOn(window, 'fetch');
  await expect(loadRemoteApp('settings')).rejects.toThrow('The settings area could not be loaded');
  expect(window.fetch).not.toHaveBeenCalled();
  expect(reports()).toEqual([expect.objectContaining({ remote: 'settings', outcome: 'failed' })]);
});

test('an earlier refused entry does not make a later plain failure an integrity refusal', async () => {
  entryScriptFails();
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response(`${RELEASED}/* tampered */`));
  await expect(loadRemoteApp('settings')).rejects.toThrow(
    'does not match the integrity its release recorded',
  );
  load.mockRejectedValue(new Error('the exposed module failed'));
  await expect(loadRemoteApp('settings')).rejects.toThrow('the exposed module failed');
  expect(reports()).toEqual([
    expect.objectContaining({ outcome: 'refused-integrity' }),
    expect.objectContaining({ outcome: 'failed', reason: 'the exposed module failed' }),
  ]);
});
