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

function createScript(args: CreateScriptArgs, onEntryScript = jest.fn()) {
  const plugin = entryIntegrityPlugin({
    integrityOf: (name) => (name === 'remote_settings' ? INTEGRITY : undefined),
    onEntryScript,
  });
  return plugin.createScript?.(args);
}

test("a remote's entry script carries the registry's integrity and is fetched with CORS", () => {
  const onEntryScript = jest.fn();
  const script = createScript(
    {
      url: ENTRY,
      remoteInfo: remoteInfo('remote_settings'),
      resourceContext: {
        initiator: 'loadRemote',
        id: 'remote_settings/app',
        resourceType: 'remoteEntry',
      },
    },
    onEntryScript,
  );
  expect(script).toBeInstanceOf(HTMLScriptElement);
  if (!(script instanceof HTMLScriptElement)) return;
  expect(script.getAttribute('integrity')).toBe(INTEGRITY);
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.src).toBe(ENTRY);
  expect(onEntryScript).toHaveBeenCalledWith('remote_settings', ENTRY);
});

test('the entry is recognised by its URL when the runtime gives no resource context', () => {
  const script = createScript({ url: ENTRY, remoteInfo: remoteInfo('remote_settings') });
  expect(script).toBeInstanceOf(HTMLScriptElement);
  expect(script instanceof HTMLScriptElement && script.getAttribute('integrity')).toBe(INTEGRITY);
});

test("a remote's other scripts, a remote without integrity and foreign scripts keep the default", () => {
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
  expect(
    createScript({
      url: 'http://localhost:3003/remoteEntry.js',
      remoteInfo: remoteInfo('remote_dashboard'),
    }),
  ).toBeUndefined();
  expect(createScript({ url: 'http://localhost:3000/x.js' })).toBeUndefined();
});
