import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrityPlugin } from './entry-integrity-plugin';

type CreateScriptArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0];

const INTEGRITY = `sha384-${'a'.repeat(64)}`;
const ENTRY = 'http://localhost:3001/2.0.0/remoteEntry.js';

const remoteInfo = (name: string): NonNullable<CreateScriptArgs['remoteInfo']> => ({
  name,
  entry: ENTRY,
  type: 'global',
  entryGlobalName: name,
  shareScope: 'default',
});

function createScript(args: CreateScriptArgs, onEntryError = jest.fn()) {
  const plugin = entryIntegrityPlugin({
    integrityOf: (name) => (name === 'remote_settings' ? INTEGRITY : undefined),
    timeoutMs: 8_000,
    onEntryError,
  });
  return plugin.createScript?.(args);
}

/** The script the plugin handed the runtime, if any. */
function scriptOf(result: ReturnType<typeof createScript>): HTMLScriptElement | undefined {
  return result && 'script' in result ? result.script : undefined;
}

test("a remote's entry script carries the registry's integrity and is fetched with CORS", () => {
  const onEntryError = jest.fn();
  const created = createScript(
    {
      url: ENTRY,
      remoteInfo: remoteInfo('remote_settings'),
      resourceContext: {
        initiator: 'loadRemote',
        id: 'remote_settings/app',
        resourceType: 'remoteEntry',
      },
    },
    onEntryError,
  );
  expect(created).toEqual({ script: expect.any(HTMLScriptElement), timeout: 8_000 });
  const script = scriptOf(created);
  expect(script?.getAttribute('integrity')).toBe(INTEGRITY);
  expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  expect(script?.src).toBe(ENTRY);

  // The browser refusing it (or the network failing) is told, with the URL, to explain it later.
  expect(onEntryError).not.toHaveBeenCalled();
  script?.dispatchEvent(new Event('error'));
  expect(onEntryError).toHaveBeenCalledWith('remote_settings', ENTRY);
});

test('the entry is recognised by its URL when the runtime gives no resource context', () => {
  const created = createScript({ url: ENTRY, remoteInfo: remoteInfo('remote_settings') });
  expect(scriptOf(created)?.getAttribute('integrity')).toBe(INTEGRITY);
});

test("an entry without integrity keeps the runtime's script, with the time limit", () => {
  expect(
    createScript({
      url: 'http://localhost:3003/remoteEntry.js',
      remoteInfo: {
        ...remoteInfo('remote_dashboard'),
        entry: 'http://localhost:3003/remoteEntry.js',
      },
    }),
  ).toEqual({ timeout: 8_000 });
});

test("a remote's other scripts and foreign scripts keep the default", () => {
  expect(
    createScript({
      url: 'http://localhost:3001/2.0.0/chunks/app.12345678.js',
      remoteInfo: remoteInfo('remote_settings'),
      resourceContext: {
        initiator: 'preloadRemote',
        id: 'remote_settings/app',
        resourceType: 'js',
      },
    }),
  ).toBeUndefined();
  expect(createScript({ url: 'http://localhost:3000/x.js' })).toBeUndefined();
});
