import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { allowConsoleError } from 'test-support';
import { buildContentSecurityPolicy } from './content-security-policy';
import type { PageRender, PageRenderRequest } from './page-render';
import { createStaticServer, listen } from './static-server';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const HTML =
  '<!doctype html><html><head><style data-static>body{}</style><script src="/main.js"></script></head><body><div id="root"></div></body></html>';

async function serving(pageRender: PageRender, browserIdCookie = false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'render-'));
  writeFileSync(join(dir, 'index.html'), HTML);
  const server = createStaticServer({
    dir,
    port: 0,
    spa: true,
    pageRender,
    browserIdCookie,
    contentSecurityPolicy: buildContentSecurityPolicy([]),
  });
  servers.push(server);
  await listen(server, 0);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A render that streams `parts` one after another, and remembers what it was asked. */
function streaming(parts: string[], asked: PageRenderRequest[] = []): PageRender {
  return async (request) => {
    asked.push(request);
    return {
      kind: 'stream',
      pipe: (destination: Writable) => {
        for (const part of parts) destination.write(part);
        destination.end();
      },
      tail: () => `<script nonce="${request.nonce}">data()</script>`,
    };
  };
}

test("the render streams into the page's root, its inline elements and scripts under a fresh nonce", async () => {
  const asked: PageRenderRequest[] = [];
  const origin = await serving(streaming(['<h1>Devices</h1>', '<p>Porch</p>'], asked));
  const first = await fetch(`${origin}/locations/x/devices?tab=1`, {
    headers: { cookie: 'gcc_session=abc' },
  });
  const body = await first.text();
  const [request] = asked;
  expect(request).toMatchObject({
    pathname: '/locations/x/devices',
    search: '?tab=1',
    cookie: 'gcc_session=abc',
    origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
  });
  const nonce = request?.nonce ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(body).toBe(
    `<!doctype html><html><head><style nonce="${nonce}" data-static>body{}</style><script nonce="${nonce}" src="/main.js"></script></head><body><div id="root"><h1>Devices</h1><p>Porch</p></div><script nonce="${nonce}">data()</script></body></html>`,
  );
  expect(first.headers.get('content-security-policy')).toContain(
    `script-src 'nonce-${nonce}' 'self'`,
  );
  expect(first.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Style elements by the nonce too; only style attributes may be inline.
  expect(first.headers.get('content-security-policy')).toContain(
    `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`,
  );
  // The user's page: never in a shared cache, never reused.
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  await fetch(`${origin}/locations/x/devices`).then((response) => response.text());
  expect(asked[1]?.nonce).not.toBe(nonce);
});

test('a redirect is answered as a 302, uncached', async () => {
  const origin = await serving(async () => ({ kind: 'redirect', location: '/signin?x=1' }));
  const answer = await fetch(`${origin}/locations`, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('/signin?x=1');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
});

test('a render that declines or fails leaves the page as built', async () => {
  const declined = await serving(async () => null);
  expect(await (await fetch(`${declined}/locations`)).text()).toBe(HTML);
  allowConsoleError(/the render of \/locations failed/);
  const failing = await serving(async () => {
    throw new Error('the API is down');
  });
  const answer = await fetch(`${failing}/locations`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe(HTML);
  expect(console.error).toHaveBeenCalledWith(
    'static-server: the render of /locations failed',
    new Error('the API is down'),
  );
});

test('files are never rendered', async () => {
  const asked: PageRenderRequest[] = [];
  const origin = await serving(streaming(['x'], asked));
  expect((await fetch(`${origin}/main.js`)).status).toBe(404);
  expect(asked).toEqual([]);
});

test("the render is told whether the browser says it is a phone's", async () => {
  const asked: PageRenderRequest[] = [];
  const origin = await serving(streaming(['x'], asked));
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
  const requests: Record<string, string>[] = [
    { 'sec-ch-ua-mobile': '?1' },
    { 'user-agent': iphone },
    { 'sec-ch-ua-mobile': '?0', 'user-agent': iphone },
    { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
  ];
  for (const headers of requests) {
    await fetch(`${origin}/locations`, { headers }).then((response) => response.text());
  }
  expect(asked.map((request) => request.mobile)).toEqual([true, true, false, false]);
});

test("a browser's first page is rendered with the browser id its response gives it", async () => {
  const asked: PageRenderRequest[] = [];
  const origin = await serving(streaming(['<h1>Devices</h1>'], asked), true);
  const first = await fetch(`${origin}/locations/x/devices`, {
    headers: { cookie: 'gcc_session=abc' },
  });
  await first.text();
  const given = /^vsg_bid=([0-9a-f-]{36});/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  expect(given).toBeDefined();
  expect(asked[0]?.cookie).toBe(`gcc_session=abc; vsg_bid=${given}`);
  // A browser with its id keeps it: none is given, and the render reads the browser's.
  const again = await fetch(`${origin}/locations/x/devices`, {
    headers: { cookie: `vsg_bid=${given}` },
  });
  await again.text();
  expect(again.headers.get('set-cookie')).toBeNull();
  expect(asked[1]?.cookie).toBe(`vsg_bid=${given}`);
});
