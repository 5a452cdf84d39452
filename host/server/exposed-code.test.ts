/** @jest-environment node */
import { cachedExposedCode, exposedScriptsOf, exposedSharedOf } from './exposed-code';

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

test("the shared modules an exposed module consumes are read from the remote's list", () => {
  const list = { './app': ['react-virtuoso', 'ui/overlays', 7], './other': ['react'] };
  expect(exposedSharedOf(list, './app')).toEqual(['react-virtuoso', 'ui/overlays']);
  expect(exposedSharedOf(list, './missing')).toEqual([]);
  expect(exposedSharedOf(null, './app')).toEqual([]);
  expect(exposedSharedOf({ './app': 'react' }, './app')).toEqual([]);
});

const SHARED_LIST_URL = 'http://localhost:3001/1.4.0/exposed-shared.json';

/** A remote's server behind a manifest cache fresh for 1 s (a failure for 200 ms), on a clock the test moves. */
function cachedFromFakeServer() {
  let body: unknown = manifest();
  let sharedList: unknown = { './app': ['react-virtuoso'] };
  let fail = false;
  const clock = { now: 0 };
  const fetchImpl = jest.fn((url: string | URL | Request) => {
    expect([MANIFEST_URL, SHARED_LIST_URL]).toContain(String(url));
    if (fail) return Promise.reject(new TypeError('fetch failed'));
    if (String(url) === MANIFEST_URL) return Promise.resolve(Response.json(body));
    return Promise.resolve(
      sharedList === undefined ? new Response('', { status: 404 }) : Response.json(sharedList),
    );
  });
  return {
    scripts: cachedExposedCode({
      fetchImpl: fetchImpl as unknown as typeof fetch,
      freshForMs: 1000,
      retryFailedAfterMs: 200,
      now: () => clock.now,
    }),
    clock,
    /** The manifest reads (each with a read of the shared list). */
    calls: () => fetchImpl.mock.calls.filter(([url]) => String(url) === MANIFEST_URL).length,
    serve: (next: unknown) => (body = next),
    serveSharedList: (next: unknown) => (sharedList = next),
    goDown: () => (fail = true),
    comeBack: () => (fail = false),
  };
}

const ENTRY = 'http://localhost:3001/1.4.0/remoteEntry.js';

test("a remote's manifest and shared list are read beside its entry once while fresh", async () => {
  const server = cachedFromFakeServer();
  expect(await server.scripts(ENTRY, './app')).toEqual({
    scripts: [
      'http://localhost:3001/1.4.0/chunks/560.e5dc4ca7.js',
      'http://localhost:3001/1.4.0/chunks/expose.c000e203.js',
    ],
    shared: ['react-virtuoso'],
  });
  server.clock.now = 999;
  expect((await server.scripts(ENTRY, './app')).scripts).toHaveLength(2);
  expect(server.calls()).toBe(1);
});

test('a remote built without the shared list still names its scripts', async () => {
  const server = cachedFromFakeServer();
  server.serveSharedList(undefined);
  const code = await server.scripts(ENTRY, './app');
  expect(code.scripts).toHaveLength(2);
  expect(code.shared).toEqual([]);
});

test('a stale manifest answers at once while the new one is read, then the new one answers', async () => {
  const server = cachedFromFakeServer();
  await server.scripts(ENTRY, './app');
  server.serve({ exposes: [{ path: './app', assets: { js: { sync: ['chunks/new.js'] } } }] });
  server.clock.now = 1500;
  expect((await server.scripts(ENTRY, './app')).scripts).toHaveLength(2);
  expect(server.calls()).toBe(2);
  await new Promise((resolve) => setImmediate(resolve));
  expect((await server.scripts(ENTRY, './app')).scripts).toEqual([
    'http://localhost:3001/1.4.0/chunks/new.js',
  ]);
  expect(server.calls()).toBe(2);
});

test('a remote that is down names no scripts, and is asked again after the retry delay, not before', async () => {
  const server = cachedFromFakeServer();
  server.goDown();
  expect(await server.scripts(ENTRY, './app')).toEqual({ scripts: [], shared: [] });
  server.clock.now = 199;
  expect(await server.scripts(ENTRY, './app')).toEqual({ scripts: [], shared: [] });
  expect(server.calls()).toBe(1);
  server.comeBack();
  server.clock.now = 200;
  await server.scripts(ENTRY, './app');
  expect(server.calls()).toBe(2);
  await new Promise((resolve) => setImmediate(resolve));
  expect((await server.scripts(ENTRY, './app')).scripts).toHaveLength(2);
  expect(server.calls()).toBe(2);
});
