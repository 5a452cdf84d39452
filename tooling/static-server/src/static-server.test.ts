import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer, listen } from './static-server';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function start(server: Server): Promise<string> {
  servers.push(server);
  await listen(server, 0);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function builtDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'remoteEntry.js'), 'entry();');
  writeFileSync(join(dir, 'chunks', 'page.0123abcd.js'), 'page();');
  return dir;
}

test('hashed chunks are cached for good, entries and pages are revalidated', async () => {
  const origin = await start(createStaticServer({ dir: builtDir(), port: 0, spa: true }));
  const chunk = await fetch(`${origin}/chunks/page.0123abcd.js`);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const entry = await fetch(`${origin}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const deepLink = await fetch(`${origin}/locations/x/devices`);
  expect(deepLink.status).toBe(200);
  expect(await deepLink.text()).toContain('<title>app</title>');
});

test('a file removed while the server runs cuts that answer short and the server goes on', async () => {
  const dir = builtDir();
  const origin = await start(createStaticServer({ dir, port: 0, spa: true }));
  // Listed when the server started, gone since: a rebuild of the folder being served.
  rmSync(join(dir, 'chunks', 'page.0123abcd.js'));
  await expect(
    fetch(`${origin}/chunks/page.0123abcd.js`).then((response) => response.text()),
  ).rejects.toThrow();
  const entry = await fetch(`${origin}/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(await entry.text()).toBe('entry();');
});

test('a page carries the security headers; a script only those that apply to it', async () => {
  const origin = await start(
    createStaticServer({
      dir: builtDir(),
      port: 0,
      spa: true,
      contentSecurityPolicy: "script-src 'self'",
    }),
  );
  for (const path of ['/', '/locations/x/devices']) {
    const response = await fetch(`${origin}${path}`);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  }
  // A document's policies do nothing on a script: not sent with every chunk.
  const script = await fetch(`${origin}/chunks/page.0123abcd.js`);
  expect(script.status).toBe(200);
  expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  expect(script.headers.get('content-security-policy')).toBeNull();
  expect(script.headers.get('referrer-policy')).toBeNull();
  expect(script.headers.get('x-frame-options')).toBeNull();
});

test('/api is forwarded to the API with method, path and body, and a down API is a clear 502', async () => {
  const api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-csrf-token': 'abc' });
      res.end(
        JSON.stringify({ method: req.method, url: req.url, body, cookie: req.headers.cookie }),
      );
    });
  });
  const apiOrigin = await start(api);
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, apiTarget: apiOrigin }),
  );
  // The API is the session's: its cookie goes with the request.
  const response = await fetch(`${origin}/api/neighbors/1/devices?x=1`, {
    method: 'POST',
    body: '{"a":1}',
    headers: { cookie: 'vsg_session=s-1' },
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('x-csrf-token')).toBe('abc');
  expect(await response.json()).toEqual({
    method: 'POST',
    url: '/api/neighbors/1/devices?x=1',
    body: '{"a":1}',
    cookie: 'vsg_session=s-1',
  });

  const unreachable = await start(
    createStaticServer({ dir: builtDir(), port: 0, apiTarget: 'http://127.0.0.1:9' }),
  );
  const failed = await fetch(`${unreachable}/api/anything`);
  expect(failed.status).toBe(502);
  expect(await failed.json()).toEqual({ message: 'The API is unreachable' });
});

test('field telemetry is forwarded to the receiver without credentials, and a receiver that is down is named', async () => {
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const { cookie, authorization } = req.headers;
      res.end(JSON.stringify({ url: req.url, body, cookie, authorization }));
    });
  });
  const target = await start(receiver);
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, spa: true, telemetryTargets: [target] }),
  );
  // The browser's session goes with the page's requests; none of it reaches the receiver.
  const sent = await fetch(`${origin}/telemetry/v1/logs`, {
    method: 'POST',
    body: '{"x":1}',
    headers: { cookie: 'vsg_session=secret; vsg_bid=b-1', authorization: 'Bearer secret' },
  });
  expect(await sent.json()).toEqual({ url: '/telemetry/v1/logs', body: '{"x":1}' });

  const down = await start(
    createStaticServer({ dir: builtDir(), port: 0, telemetryTargets: ['http://127.0.0.1:9'] }),
  );
  const failed = await fetch(`${down}/telemetry/v1/logs`, { method: 'POST', body: '{}' });
  expect(failed.status).toBe(502);
  expect(await failed.json()).toEqual({ message: 'The telemetry receiver is unreachable' });
});

test("with several receivers, each browser's records always go to the same one", async () => {
  const got: string[][] = [[], []];
  const receivers = await Promise.all(
    got.map((into) =>
      start(
        createServer((req, res) => {
          into.push(/vsg_bid=([\w-]+)/.exec(req.headers['x-test-browser'] as string)?.[1] ?? '');
          req.resume();
          res.end('{}');
        }),
      ),
    ),
  );
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, telemetryTargets: receivers }),
  );
  const browsers = Array.from({ length: 20 }, (_, n) => `vsg_bid=browser-${n}`);
  for (let round = 0; round < 3; round += 1) {
    for (const browser of browsers) {
      await fetch(`${origin}/telemetry/v1/logs`, {
        method: 'POST',
        body: '{}',
        headers: { cookie: browser, 'x-test-browser': browser },
      });
    }
  }
  const [first = [], second = []] = got;
  expect(first.length + second.length).toBe(60);
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
  expect(first.filter((browser) => second.includes(browser))).toEqual([]);
});

test('a page gives a browser without one its canary id, once; scripts never do', async () => {
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, spa: true, browserIdCookie: true }),
  );
  const first = await fetch(`${origin}/locations/x/devices`);
  const cookie = first.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^vsg_bid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  const again = await fetch(`${origin}/`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
  expect(again.headers.get('set-cookie')).toBeNull();
  const script = await fetch(`${origin}/chunks/page.0123abcd.js`);
  expect(script.headers.get('set-cookie')).toBeNull();
  const https = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);
});

/** A raw GET (fetch would decode the body): the answer's headers and its bytes as sent. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('large JSON answers of the API are compressed for browsers that accept it, small ones are not', async () => {
  const large = JSON.stringify(
    Array.from({ length: 500 }, (_, i) => ({ locationId: `loc-${i}`, locationName: 'Store' })),
  );
  const api = createServer((req, res) => {
    const body = req.url === '/api/large' ? large : '{"status":"ACTIVE"}';
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-csrf-token': 'abc',
    });
    res.end(body);
  });
  const apiOrigin = await start(api);
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, apiTarget: apiOrigin }),
  );

  const brotli = await rawGet(`${origin}/api/large`, 'gzip, deflate, br');
  expect(brotli.res.headers['content-encoding']).toBe('br');
  expect(brotli.res.headers.vary).toBe('accept-encoding');
  expect(brotli.res.headers['content-length']).toBeUndefined();
  expect(brotli.res.headers['x-csrf-token']).toBe('abc');
  expect(brotli.body.length).toBeLessThan(large.length / 5);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(large);

  const gzip = await rawGet(`${origin}/api/large`, 'gzip');
  expect(gzip.res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(large);

  const identity = await rawGet(`${origin}/api/large`, 'identity');
  expect(identity.res.headers['content-encoding']).toBeUndefined();
  expect(identity.body.toString()).toBe(large);

  const small = await rawGet(`${origin}/api/small`, 'br');
  expect(small.res.headers['content-encoding']).toBeUndefined();
  expect(small.body.toString()).toBe('{"status":"ACTIVE"}');
});

test('a hashed file that is not there is a 404 no cache keeps, in the build and in a version', async () => {
  const versionsDir = mkdtempSync(join(tmpdir(), 'versions-'));
  mkdirSync(join(versionsDir, '2.0.0'));
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, spa: true, cors: true, versionsDir }),
  );
  for (const path of ['/chunks/999.deadbeef.js', '/2.0.0/chunks/999.deadbeef.js']) {
    const missing = await fetch(`${origin}${path}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  }
});

test('remotes answer cross-origin requests', async () => {
  const origin = await start(createStaticServer({ dir: builtDir(), port: 0, cors: true }));
  const response = await fetch(`${origin}/remoteEntry.js`);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});

test('a version released while the server runs is served under its path, immutable and with CORS', async () => {
  const versionsDir = mkdtempSync(join(tmpdir(), 'versions-'));
  const origin = await start(
    createStaticServer({ dir: builtDir(), port: 0, spa: true, cors: true, versionsDir }),
  );
  expect((await fetch(`${origin}/2.0.0/remoteEntry.js`)).status).toBe(404);
  mkdirSync(join(versionsDir, '2.0.0'));
  writeFileSync(join(versionsDir, '2.0.0', 'remoteEntry.js'), 'entry(2);');

  const released = await fetch(`${origin}/2.0.0/remoteEntry.js`);
  expect(await released.text()).toBe('entry(2);');
  expect(released.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(released.headers.get('access-control-allow-origin')).toBe('*');
  // The build of the folder is still there beside the versions.
  expect(await (await fetch(`${origin}/remoteEntry.js`)).text()).toBe('entry();');
  // A revalidation keeps CORS, which Subresource Integrity needs on a cached entry.
  const etag = released.headers.get('etag') ?? '';
  const revalidated = await fetch(`${origin}/2.0.0/remoteEntry.js`, {
    headers: { 'if-none-match': etag },
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
});

test("the deploy registry is the host's /remotes.json while it exists, uncached", async () => {
  const dir = builtDir();
  writeFileSync(join(dir, 'remotes.json'), '{"remotes":{"built":true}}');
  const registryFile = join(mkdtempSync(join(tmpdir(), 'registry-')), 'local.json');
  const origin = await start(createStaticServer({ dir, port: 0, spa: true, registryFile }));
  expect(await (await fetch(`${origin}/remotes.json`)).json()).toEqual({
    remotes: { built: true },
  });

  writeFileSync(registryFile, '{"remotes":{"deployed":true}}');
  const deployed = await fetch(`${origin}/remotes.json`);
  expect(await deployed.json()).toEqual({ remotes: { deployed: true } });
  expect(deployed.headers.get('cache-control')).toBe('no-cache');
  expect(deployed.headers.get('content-type')).toBe('application/json');
  // Compressed, as nginx serves it: the releases' script integrity is most of it (ADR 0027).
  expect(['br', 'gzip']).toContain(deployed.headers.get('content-encoding'));
});

test("the app's HTML carries the head markup for the address asked for, files do not", async () => {
  const dir = builtDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head><title>app</title></head><body>');
  const asked: string[] = [];
  const origin = await start(
    createStaticServer({
      dir,
      port: 0,
      spa: true,
      htmlHead: (pathname) => {
        asked.push(pathname);
        return Promise.resolve(`<link rel="preload" as="script" href="${pathname}.js">`);
      },
    }),
  );
  const page = await fetch(`${origin}/locations/x/devices?platform=ios`);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('vary')).toBe('accept-encoding');
  expect(await page.text()).toBe(
    '<!doctype html><head><title>app</title><link rel="preload" as="script" href="/locations/x/devices.js"></head><body>',
  );
  const gzipped = await new Promise<IncomingMessage>((resolve) =>
    get(`${origin}/dashboard`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of gzipped) chunks.push(chunk as Buffer);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(Buffer.concat(chunks)).toString()).toContain('href="/dashboard.js"');
  expect(await (await fetch(`${origin}/remoteEntry.js`)).text()).toBe('entry();');
  expect(asked).toEqual(['/locations/x/devices', '/dashboard']);
});

test('a head that fails or is late leaves the HTML as built', async () => {
  const dir = builtDir();
  const failing = await start(
    createStaticServer({ dir, port: 0, spa: true, htmlHead: () => Promise.reject(new Error('x')) }),
  );
  expect(await (await fetch(`${failing}/dashboard`)).text()).toBe(
    '<!doctype html><title>app</title>',
  );
  const late = await start(
    createStaticServer({
      dir,
      port: 0,
      spa: true,
      htmlHead: () => new Promise((resolve) => setTimeout(() => resolve('<late>'), 5_000).unref()),
    }),
  );
  const started = Date.now();
  expect(await (await fetch(`${late}/dashboard`)).text()).toBe('<!doctype html><title>app</title>');
  expect(Date.now() - started).toBeLessThan(2_000);
});

describe('view tokens', () => {
  const viewToken = (browserId: string) => `token-for-${browserId}`;
  const platform = () =>
    start(
      createStaticServer({ dir: builtDir(), port: 0, spa: true, browserIdCookie: true, viewToken }),
    );
  const BROWSER = 'vsg_bid=3f2c9a10-77aa-4b1e-9c1d-0e5b6a7c8d9e';

  test("each page carries its browser's view token and is kept by no cache", async () => {
    const origin = await platform();
    const page = await fetch(`${origin}/locations/x/devices`, { headers: { cookie: BROWSER } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain(
      '<meta name="vsg-view-token" content="token-for-3f2c9a10-77aa-4b1e-9c1d-0e5b6a7c8d9e">',
    );
    // A first page's token names the id the same response gives the browser.
    const first = await fetch(`${origin}/`);
    const id = /vsg_bid=([0-9a-f-]{36})/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(await first.text()).toContain(`content="token-for-${id}"`);
  });

  test('a tab renews its token same-origin, for the browser its cookie names only', async () => {
    const origin = await platform();
    const renewed = await fetch(`${origin}/view-token`, {
      headers: { cookie: BROWSER, 'sec-fetch-site': 'same-origin' },
    });
    expect(renewed.headers.get('cache-control')).toBe('private, no-store');
    expect(await renewed.json()).toEqual({
      token: 'token-for-3f2c9a10-77aa-4b1e-9c1d-0e5b6a7c8d9e',
    });
    const elsewhere = await fetch(`${origin}/view-token`, {
      headers: { cookie: BROWSER, 'sec-fetch-site': 'cross-site' },
    });
    expect(elsewhere.status).toBe(403);
    const noBrowser = await fetch(`${origin}/view-token`);
    expect(noBrowser.status).toBe(400);
    expect(await noBrowser.json()).toEqual({ error: 'No browser id: load a page first.' });
  });
});
