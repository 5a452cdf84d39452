import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { join } from 'node:path';
import { CHUNK_LOAD_TIMEOUT_MS } from 'shared-contracts/startup';
import { createAppConfig, type BuildEnv } from './create-config';
import { SHARED_SINGLETONS } from './shared-singletons';

const workspace = join(__dirname, '../../..');
const app = (exposes?: Record<string, string>, mode: BuildEnv['mode'] = 'production') =>
  createAppConfig(
    {
      dir: join(workspace, exposes ? 'remote-settings' : 'host'),
      name: exposes ? 'remote_settings' : 'host',
      port: exposes ? 3001 : 3000,
      title: 'Settings',
      exposes,
    },
    { mode },
  );
const remote = (mode: BuildEnv['mode'] = 'production') =>
  app({ './app': './src/exposes/settings-app.tsx' }, mode);

/** The `shared` option the build hands Module Federation, by share key. */
function sharedOf(config: ReturnType<typeof app>): Record<string, { import?: unknown }> {
  const plugin = config.plugins?.find((candidate) => candidate instanceof ModuleFederationPlugin);
  // The plugin keeps its options as given; nothing else exposes them.
  const options: unknown = plugin && Reflect.get(plugin, '_options');
  const shared: unknown = options && Reflect.get(options, 'shared');
  if (typeof shared !== 'object' || shared === null) throw new Error('no shared option');
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]: [string, unknown]) => [
      key,
      {
        import:
          typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'import') : undefined,
      },
    ]),
  );
}

test("a hanging chunk fails its load after the platform's limit, in a remote and in the host", () => {
  expect(remote().output?.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
  expect(app().output?.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
});

test("a remote's production build consumes every shared singleton and builds no copy of it", () => {
  const shared = sharedOf(remote());
  expect(Object.keys(shared)).toEqual(
    expect.arrayContaining(['react', 'react-dom/client', 'ui', '@tanstack/react-query']),
  );
  for (const [key, entry] of Object.entries(shared))
    expect([key, entry.import]).toEqual([key, false]);
});

test('the host provides every shared singleton it resolves, and a remote alone keeps its copies', () => {
  const host = sharedOf(app());
  expect(Object.keys(host)).toEqual(expect.arrayContaining([...SHARED_SINGLETONS]));
  expect(host.ui?.import).toEqual(expect.stringContaining(join('ui', 'src')));
  for (const entry of [...Object.values(host), ...Object.values(sharedOf(remote('development')))]) {
    expect(entry.import).not.toBe(false);
  }
});
