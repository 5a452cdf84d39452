import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryTimeoutPlugin } from './entry-timeout-plugin';

type CreateScriptArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0];

const ENTRY = 'http://localhost:3001/2.0.0/remoteEntry.js';

const remoteInfo = (name: string): NonNullable<CreateScriptArgs['remoteInfo']> => ({
  name,
  entry: ENTRY,
  type: 'global',
  entryGlobalName: name,
  shareScope: 'default',
});

const createScript = (args: CreateScriptArgs) => entryTimeoutPlugin(8_000).createScript?.(args);

test("a remote's entry script keeps the runtime's script, with the time limit", () => {
  expect(
    createScript({
      url: ENTRY,
      remoteInfo: remoteInfo('remote_settings'),
      resourceContext: {
        initiator: 'loadRemote',
        id: 'remote_settings/app',
        resourceType: 'remoteEntry',
      },
    }),
  ).toEqual({ timeout: 8_000 });
});

test('the entry is recognised by its URL when the runtime gives no resource context', () => {
  expect(createScript({ url: ENTRY, remoteInfo: remoteInfo('remote_settings') })).toEqual({
    timeout: 8_000,
  });
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
