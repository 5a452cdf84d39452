// Test support: a server on a temp state file, and a signed-in client that sends the session
// cookie and the CSRF token like the real client does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../server';
import type { ServerOptions } from '../server';

// app.inject runs light-my-request, which require()s the ESM-only `cookie` package; the workspace's
// CommonJS Jest transform cannot load it. light-my-request only uses its stringifySetCookie() to
// encode the `cookies` inject option, so tests substitute that one function. (Adding `cookie` to the
// transformed packages in jest.config.mjs would make this unnecessary.)
const fastifyDir = dirname(require.resolve('fastify/package.json'));
const injectorDir = dirname(
  require.resolve('light-my-request/package.json', { paths: [fastifyDir] }),
);
jest.doMock(require.resolve('cookie', { paths: [injectorDir] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) =>
    `${name}=${encodeURIComponent(value)}`,
}));

/** A fixed clock for tests: 2026-01-15 15:30 UTC. */
export const TEST_NOW = Date.UTC(2026, 0, 15, 15, 30, 0);

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  stateFile: string;
  /** Builds another server on the same state file (as after a restart). */
  restart: (options?: Partial<ServerOptions>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-api-'));
  const stateFile = join(dir, 'state.json');
  const base: ServerOptions = { stateFile, now: () => TEST_NOW, warn: () => undefined, ...options };
  const apps: FastifyInstance[] = [];
  const app = await buildServer(base);
  apps.push(app);
  return {
    app,
    dir,
    stateFile,
    restart: async (more = {}) => {
      const next = await buildServer({ ...base, ...more });
      apps.push(next);
      return next;
    },
    close: async () => {
      for (const instance of apps) await instance.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Client {
  userId: number;
  csrfToken: string;
  sessionToken: string;
  request: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
}

/** Signs in as the persona, in the given namespace (sent as its cookie on every call) or the default. */
export async function signIn(
  app: FastifyInstance,
  persona: string,
  namespace?: string,
): Promise<Client> {
  const namespaceCookie: Record<string, string> =
    namespace === undefined ? {} : { 'sandbox-namespace': namespace };
  const response = await app.inject({
    method: 'POST',
    url: '/__test/signin',
    payload: { persona },
    cookies: namespaceCookie,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in as ${persona} failed: ${response.statusCode} ${response.body}`);
  }
  const { user_id: userId, csrfToken } = response.json<{ user_id: number; csrfToken: string }>();
  const cookie = response.cookies.find((candidate) => candidate.name === 'gcc_session');
  if (!cookie) throw new Error('no session cookie');
  const sessionToken = cookie.value;
  const request = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      cookies: { ...namespaceCookie, gcc_session: sessionToken },
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrfToken,
        'x-trace-id': `test-${method}-${url}`,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    userId,
    csrfToken,
    sessionToken,
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload),
    put: (url, payload) => request('PUT', url, payload),
    del: (url) => request('DELETE', url),
  };
}

/**
 * One server per test file (building one takes a while), reset to the seed before each test.
 * Returns a getter for the current server.
 */
export function useTestServer(options: Partial<ServerOptions> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  beforeEach(async () => {
    const response = await current().app.inject({ method: 'POST', url: '/__test/reset' });
    if (response.statusCode !== 200) throw new Error(`reset failed: ${response.body}`);
  });
  afterAll(async () => {
    await server?.close();
  });
  function current(): TestServer {
    if (!server) throw new Error('the test server is not started');
    return server;
  }
  return current;
}
