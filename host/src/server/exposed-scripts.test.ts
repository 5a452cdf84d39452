/** @jest-environment node */
import { cachedExposedScripts, exposedScriptsOf } from './exposed-scripts';

const MANIFEST_URL = 'http://localhost:3001/1.4.0/mf-manifest.json';
const manifest = (publicPath = 'auto') => ({
  metaData: { publicPath },
  exposes: [
    {
      path: './app',
      assets: {
        js: {
          sync: ['chunks/560.e5dc4ca7.js', 'chunks/expose.c000e203.js'],
          async: ['chunks/578.x.js'],
        },
        css: { sync: [], async: [] },
      },
    },
    { path: './other', assets: { js: { sync: ['chunks/other.js'], async: [] } } },
  ],
});

test("the exposed module's scripts load at once; its later pages and fallbacks are left out", () => {
  expect(exposedScriptsOf(manifest(), MANIFEST_URL, './app')).toEqual([
    'http://localhost:3001/1.4.0/chunks/560.e5dc4ca7.js',
    'http://localhost:3001/1.4.0/chunks/expose.c000e203.js',
  ]);
});

test('a public path other than auto is where the chunks are', () => {
  expect(exposedScriptsOf(manifest('https://cdn.example/s/'), MANIFEST_URL, './app')[0]).toBe(
    'https://cdn.example/s/chunks/560.e5dc4ca7.js',
  );
});

test('a manifest without the module, or not a manifest, names nothing', () => {
  expect(exposedScriptsOf(manifest(), MANIFEST_URL, './missing')).toEqual([]);
  expect(exposedScriptsOf('<html>', MANIFEST_URL, './app')).toEqual([]);
  expect(
    exposedScriptsOf({ exposes: [{ path: './app', assets: {} }] }, MANIFEST_URL, './app'),
  ).toEqual([]);
});

/** A remote's server behind a manifest cache fresh for 1 s (a failure for 200 ms), on a clock the test moves. */
function cachedFromFakeServer() {
  let body: unknown = manifest();
  let fail = false;
  const clock = { now: 0 };
  const fetchImpl = jest.fn((url: string | URL | Request) => {
    expect(String(url)).toBe(MANIFEST_URL);
    return fail
      ? Promise.reject(new TypeError('fetch failed'))
      : Promise.resolve(Response.json(body));
  });
  return {
    scripts: cachedExposedScripts({
      fetchImpl: fetchImpl as unknown as typeof fetch,
      freshForMs: 1000,
      retryFailedAfterMs: 200,
      now: () => clock.now,
    }),
    clock,
    calls: () => fetchImpl.mock.calls.length,
    serve: (next: unknown) => (body = next),
    goDown: () => (fail = true),
    comeBack: () => (fail = false),
  };
}

const ENTRY = 'http://localhost:3001/1.4.0/remoteEntry.js';

test("a remote's manifest is read beside its entry once while fresh", async () => {
  const server = cachedFromFakeServer();
  expect(await server.scripts(ENTRY, './app')).toHaveLength(2);
  server.clock.now = 999;
  expect(await server.scripts(ENTRY, './app')).toHaveLength(2);
  expect(server.calls()).toBe(1);
});

test('a stale manifest answers at once while the new one is read, then the new one answers', async () => {
  const server = cachedFromFakeServer();
  await server.scripts(ENTRY, './app');
  server.serve({ exposes: [{ path: './app', assets: { js: { sync: ['chunks/new.js'] } } }] });
  server.clock.now = 1500;
  expect(await server.scripts(ENTRY, './app')).toHaveLength(2);
  expect(server.calls()).toBe(2);
  await new Promise((resolve) => setImmediate(resolve));
  expect(await server.scripts(ENTRY, './app')).toEqual([
    'http://localhost:3001/1.4.0/chunks/new.js',
  ]);
  expect(server.calls()).toBe(2);
});

test('a remote that is down names no scripts, and is asked again after the retry delay, not before', async () => {
  const server = cachedFromFakeServer();
  server.goDown();
  expect(await server.scripts(ENTRY, './app')).toEqual([]);
  server.clock.now = 199;
  expect(await server.scripts(ENTRY, './app')).toEqual([]);
  expect(server.calls()).toBe(1);
  server.comeBack();
  server.clock.now = 200;
  await server.scripts(ENTRY, './app');
  expect(server.calls()).toBe(2);
  await new Promise((resolve) => setImmediate(resolve));
  expect(await server.scripts(ENTRY, './app')).toHaveLength(2);
  expect(server.calls()).toBe(2);
});
