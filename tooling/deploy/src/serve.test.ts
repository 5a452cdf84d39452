// `deploy serve` as it runs: Debian's nginx (npm test installs it) with the config rendered from a
// registry, in front of the host's rendering process, the real static server with a stand-in
// `--render` module. Every server is on a loopback port the system picks.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { registryFileOf, releaseHost, releaseRemote } from './commands';
import { hostRenderArgs, superviseHostRender, type HostRenderSupervisor } from './host-render';
import { nginxDirOf, renderNginxConfig, writeNginxConfig } from './nginx';
import { readRegistry } from './registry';
import { contextFor, fakeWorkspace } from './testing';
import { findRemote, remotePackages } from './workspace';

const NGINX = '/usr/sbin/nginx';

const HTML =
  '<!doctype html><html><head><script src="/main.js"></script></head><body><div id="root"></div></body></html>';

// The host's render module as static-server loads it (host/server/page-render.ts's contract): it
// says which build it serves and which origin it was told, and sends /elsewhere to sign-in.
const PAGE_RENDER = `
export const createPageRender = ({ dir }) => async (request) =>
  request.pathname === '/elsewhere'
    ? { kind: 'redirect', location: '/signin' }
    : {
        kind: 'stream',
        pipe: (out) => {
          out.write('<h1>rendered ' + request.pathname + ' from ' + dir.split('/').pop() + ' for ' + request.origin + '</h1>');
          out.end();
        },
        tail: () => '<script nonce="' + request.nonce + '">data()</script>',
      };
`;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

interface Answer {
  status: number;
  /** Each header by its lowercase name, every value it was sent with. */
  headers: Record<string, string[]>;
  body: string;
}

/** A GET with exactly the headers given (fetch would not send `Host`), every header kept. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers }, (answer) => {
      const byName: Record<string, string[]> = {};
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = (answer.rawHeaders[i] ?? '').toLowerCase();
        (byName[name] ??= []).push(answer.rawHeaders[i + 1] ?? '');
      }
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: byName, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

const rendering = (port: number, from: string) => async () =>
  (await get(port, '/locations/x')).body.includes(`from ${from}`);

let nginx: ChildProcess | undefined;
let renderer: HostRenderSupervisor | undefined;
const lines: string[] = [];
let hostPort = 0;
let tlsPort = 0;
let remotePort = 0;
/** The headers of each request the telemetry receivers got through nginx, and which one got it. */
const received: (IncomingHttpHeaders & { receiver: string })[] = [];
const receivers = ['first', 'second'].map((name) =>
  createHttpServer((req, res) => {
    received.push({ ...req.headers, receiver: name });
    res.writeHead(204);
    res.end();
  }),
);
let renderPort = 0;
let setUpContext: () => ReturnType<typeof contextFor>;

/** The fake workspace released, nginx in front of the rendering process, both answering. */
async function startServing(): Promise<void> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: apt-get install nginx (npm test installs it)`);
  }
  [hostPort, renderPort] = [await freePort(), await freePort()];
  remotePort = await freePort();
  for (const receiver of receivers) {
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
  }
  const telemetryOrigins = receivers.map(
    (receiver) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  );
  const repo = fakeWorkspace([
    {
      pkg: 'remote-settings',
      key: 'settings',
      origins: { local: `http://localhost:${remotePort}` },
    },
  ]);
  mkdirSync(join(repo, 'host', 'server'), { recursive: true });
  writeFileSync(join(repo, 'host', 'server', 'page-render.ts'), PAGE_RENDER);
  writeFileSync(
    join(repo, 'host', 'server', 'html-head.ts'),
    "export const createHtmlHead = () => async () => '';\n",
  );
  writeFileSync(join(repo, 'host', 'dist', 'index.html'), HTML);
  writeFileSync(join(repo, 'host', 'dist', 'main.js'), 'main();');
  writeFileSync(join(repo, 'host', 'dist', 'app.0123abcd.js'), 'app();');
  tlsPort = await freePort();
  const context = { ...contextFor(repo, lines), hostPort, renderPort, tlsPort };
  setUpContext = () => context;
  releaseHost(context, { version: '1.0.0' });
  releaseRemote(context, findRemote(remotePackages(repo), 'settings'), { version: '1.0.0' });
  const registry = readRegistry(registryFileOf(context), 'local');
  const dir = nginxDirOf(context.deployRoot, 'local');
  const file = writeNginxConfig(
    context.deployRoot,
    'local',
    renderNginxConfig({
      ...context,
      registry,
      telemetryOrigins,
    }),
  );
  // As root, nginx's workers would run as nobody, who may not read a test's private folders.
  const asRoot = process.getuid?.() === 0 ? ' user root;' : '';
  nginx = spawn(NGINX, ['-p', dir, '-c', file, '-g', `daemon off;${asRoot}`], { stdio: 'ignore' });
  renderer = superviseHostRender({
    ...context,
    port: renderPort,
    log: (line) => lines.push(line),
    pollMs: 100,
    restartMs: 100,
  });
  await until(rendering(hostPort, '1.0.0'), 'nginx did not answer with a rendered page', 30_000);
}

beforeAll(startServing, 60_000);

afterAll(async () => {
  await renderer?.stop();
  if (nginx && nginx.exitCode === null) {
    const exited = once(nginx, 'exit');
    nginx.kill('SIGQUIT');
    await exited;
  }
  receivers.forEach((receiver) => receiver.close());
});

test("a page is the rendering process's, with its headers alone: one CSP with its nonce, private, uncached", async () => {
  const page = await get(hostPort, '/locations/x?tab=1', { cookie: 'gcc_session=abc' });
  expect(page.status).toBe(200);
  expect(page.body).toMatch(/<div id="root"><h1>rendered \/locations\/x from 1\.0\.0 for http:/);
  const [nonce] = /nonce="([^"]+)"/.exec(page.body)?.slice(1) ?? [];
  expect(page.headers['content-security-policy']).toEqual([
    expect.stringContaining(`script-src 'nonce-${nonce}' 'self'`),
  ]);
  expect(page.headers['cache-control']).toEqual(['private, no-store']);
  expect(page.headers['set-cookie']).toEqual([expect.stringMatching(/^vsg_bid=/)]);
  expect(page.headers['x-frame-options']).toEqual(['DENY']);
  // The root is a page too, and a redirect passes as the render answers it.
  expect((await get(hostPort, '/')).body).toContain('<h1>rendered / from 1.0.0');
  const elsewhere = await get(hostPort, '/elsewhere');
  expect(elsewhere.status).toBe(302);
  expect(elsewhere.headers.location).toEqual(['/signin']);
  expect(elsewhere.headers['cache-control']).toEqual(['private, no-store']);
});

test("the build's files, the registry and the static page stay nginx's", async () => {
  const main = await get(hostPort, '/main.js');
  expect(main.body).toBe('main();');
  expect(main.headers['cache-control']).toEqual(['no-cache']);
  const chunk = await get(hostPort, '/app.0123abcd.js');
  expect(chunk.headers['cache-control']).toEqual(['public, max-age=31536000, immutable']);
  const registry = await get(hostPort, '/remotes.json');
  expect(JSON.parse(registry.body)).toMatchObject({ remotes: { settings: { version: '1.0.0' } } });
  const built = await get(hostPort, '/index.html');
  expect(built.body).toBe(HTML);
  expect(built.headers['content-security-policy']).toEqual([
    expect.not.stringContaining("'nonce-"),
  ]);
});

test("the telemetry receiver gets none of the browser's cookies or credentials", async () => {
  const sent = await get(hostPort, '/telemetry/v1/logs', {
    cookie: 'vsg_session=secret; vsg_bid=b-1',
    authorization: 'Bearer secret',
  });
  expect(sent.status).toBe(204);
  expect(received.at(-1)).toBeDefined();
  expect(received.at(-1)).not.toHaveProperty('cookie');
  expect(received.at(-1)).not.toHaveProperty('authorization');
  // The address the receiver limits is the one nginx saw, whatever the browser claimed.
  expect(received.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
});

test("each browser's telemetry always goes to the same receiver, and both get browsers", async () => {
  const before = received.length;
  // Sixteen browsers, so that all of them on one receiver (the hash is of the receivers' ports,
  // new each run) is a chance of 2 in 65,536; four of them send again, from another address.
  const browsers = Array.from({ length: 16 }, (_, n) => `b-${n}`);
  for (const round of [0, 1]) {
    for (const browser of round === 0 ? browsers : browsers.slice(0, 4)) {
      // Paced below the telemetry's request limit, which the next test meets.
      await new Promise((done) => setTimeout(done, 220));
      await get(hostPort, '/telemetry/v1/logs', {
        cookie: `vsg_bid=${browser}`,
        'x-forwarded-for': `10.0.0.${round}`,
        'x-test-browser': browser,
      });
    }
  }
  const got = received.slice(before);
  expect(got).toHaveLength(20);
  const receiverOf = new Map<string, string>();
  for (const headers of got) {
    const browser = String(headers['x-test-browser']);
    expect(receiverOf.get(browser) ?? headers.receiver).toBe(headers.receiver);
    receiverOf.set(browser, headers.receiver);
  }
  expect(new Set(receiverOf.values())).toEqual(new Set(['first', 'second']));
});

test('telemetry posted in a loop from one address is turned away before the receiver', async () => {
  const before = received.length;
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => get(hostPort, '/telemetry/v1/logs')),
  );
  const seconds = (Date.now() - started) / 1000;
  const passed = answers.filter((answer) => answer.status === 204).length;
  // A burst a page never sends: the burst of 20 and 5 a second go through, the rest are refused.
  expect(passed).toBeGreaterThan(0);
  expect(passed).toBeLessThanOrEqual(21 + Math.ceil(5 * seconds));
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - passed);
  expect(received.length - before).toBe(passed);
});

/** A GET over HTTP/2 and TLS to the host's TLS port, trusting its self-signed certificate. */
async function getOverTls(path: string, authority = `localhost:${tlsPort}`) {
  const ca = readFileSync(
    join(setUpContext().deployRoot, 'nginx', 'local', 'tls', 'localhost.pem'),
  );
  const session = connectHttp2(`https://localhost:${tlsPort}`, { ca });
  try {
    const stream = session.request({ ':path': path, ':authority': authority });
    const [headers] = (await once(stream, 'response')) as [
      IncomingHttpHeaders & { ':status': number },
    ];
    let body = '';
    for await (const chunk of stream) body += String(chunk);
    return { headers, body, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

test('the host answers over TLS and HTTP/2 on its TLS port, the http port staying', async () => {
  const page = await getOverTls('/remotes.json');
  expect(page.protocol).toBe('h2');
  expect(page.headers[':status']).toBe(200);
  expect(JSON.parse(page.body)).toHaveProperty('remotes.settings');
  // Never for localhost: HSTS there would turn every local port (a remote's, a dev server's) to https.
  expect(page.headers['strict-transport-security']).toBeUndefined();
  expect(
    (await get(hostPort, '/remotes.json')).headers['strict-transport-security'],
  ).toBeUndefined();
});

test('over TLS under its own host name, every answer carries HSTS, over http none', async () => {
  for (const path of ['/remotes.json', '/locations/x', '/chunks/999.deadbeef.js']) {
    const answer = await getOverTls(path, 'guard.example.com');
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  }
  const plain = await get(hostPort, '/remotes.json', { host: 'guard.example.com' });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
});

test('a file that is there is kept for good; a hashed name that is not, never', async () => {
  const entry = await get(remotePort, '/1.0.0/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toEqual(['public, max-age=31536000, immutable']);
  for (const [port, path] of [
    [hostPort, '/chunks/999.deadbeef.js'],
    [remotePort, '/1.0.0/chunks/999.deadbeef.js'],
  ] as const) {
    const missing = await get(port, path);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toEqual(['no-store']);
  }
});

test("a request's headers choose neither where a page goes nor its scheme", async () => {
  const page = await get(hostPort, '/locations/x', {
    host: 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-accel-redirect': '/remotes.json',
  });
  // The page's origin is the one the browser addressed, over this server's own scheme.
  expect(page.body).toContain('<h1>rendered /locations/x from 1.0.0 for http://evil.example</h1>');
  expect(page.headers['set-cookie']).toEqual([expect.not.stringContaining('Secure')]);
  expect(page.headers['cache-control']).toEqual(['private, no-store']);
});

test('with the rendering process down the page is the built one, with the static headers, until it is back', async () => {
  process.kill(renderer?.pid() ?? 0, 'SIGKILL');
  const down = await get(hostPort, '/locations/x');
  expect(down.status).toBe(200);
  expect(down.body).toBe(HTML);
  expect(down.headers['cache-control']).toEqual(['no-cache']);
  expect(down.headers['content-security-policy']).toEqual([
    expect.stringContaining("script-src 'self' http://localhost:"),
  ]);
  expect(down.headers['set-cookie']).toEqual([expect.stringMatching(/^vsg_bid=/)]);
  await until(rendering(hostPort, '1.0.0'), 'the rendering process did not come back');
  expect(lines).toContainEqual(
    expect.stringMatching(/^render: the rendering process exited \(SIGKILL\); nginx serves/),
  );
});

test('a host release restarts the rendering process on the new version', async () => {
  releaseHost(setUpContext(), { version: '1.1.0' });
  await until(rendering(hostPort, '1.1.0'), 'the page was not rendered from the new host');
  expect(lines).toContainEqual('render: host/current moved to 1.1.0: restarting');
});

test("the rendering process's command line: pages only, the registry deploy keeps, the host's modules", () => {
  const context = setUpContext();
  const [bin, ...args] = hostRenderArgs({ ...context, port: 4321 }, '/deploy/host/1.0.0');
  expect(bin).toMatch(/tooling\/static-server\/bin\/static-server\.mjs$/);
  const server = join(context.repo, 'host', 'server');
  expect(args).toEqual([
    ...['--dir', '/deploy/host/1.0.0', '--host', '127.0.0.1', '--port', '4321'],
    ...['--spa', '--api', context.apiOrigin, '--browser-id'],
    ...['--registry', registryFileOf(context)],
    ...['--html-head', join(server, 'html-head.ts')],
    ...['--render', join(server, 'page-render.ts')],
  ]);
});
