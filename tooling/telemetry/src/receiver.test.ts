import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toOtlpLogs, type TelemetryRecord } from 'shared-contracts/telemetry';
import { createTelemetryReceiver, type ReceiverOptions } from './receiver';
import { createTelemetryStore } from './telemetry-store';
import { signViewToken, type ViewClaims } from './view-token';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function start(options: Partial<ReceiverOptions> = {}) {
  const store = createTelemetryStore({ file: join(mkdtempSync(join(tmpdir(), 'rx-')), 'r.jsonl') });
  const server = createTelemetryReceiver({ store, ...options });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { store, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const release = { remote: 'settings', version: '2.0.0', group: 'candidate' } as const;
const view: TelemetryRecord = { name: 'page_view', time: 1000, route: '/x', release };
const body = JSON.stringify(toOtlpLogs([view], '1.3.0'));

test('a beacon (text/plain) of OTLP JSON logs is stored and the health of its remote answers', async () => {
  const { store, origin } = await start();
  const posted = await fetch(`${origin}/telemetry/v1/logs`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
  expect(posted.status).toBe(200);
  expect(await posted.json()).toEqual({});
  expect(store.records()).toEqual([{ ...view, receivedAt: expect.any(Number) as number }]);
  const health = await fetch(`${origin}/v1/health?remote=settings`);
  expect(await health.json()).toMatchObject({
    remote: 'settings',
    releases: [{ version: '2.0.0', group: 'candidate', pageViews: 1 }],
  });
});

test("with the platform's origins given, records from another origin, or from none, are refused", async () => {
  const { store, origin } = await start({ origins: new Set(['http://localhost:3000']) });
  const post = (headers: Record<string, string>) =>
    fetch(`${origin}/telemetry/v1/logs`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body,
    });
  // As curl would send it from anywhere: a simple request, so no preflight stops it.
  const forged = await post({ origin: 'http://evil.example' });
  expect(forged.status).toBe(403);
  expect(await forged.json()).toEqual({
    error: "Not counted: records come from the platform's own pages.",
  });
  expect((await post({})).status).toBe(403);
  expect(store.records()).toEqual([]);
  expect((await post({ origin: 'http://localhost:3000' })).status).toBe(200);
  expect(store.records()).toHaveLength(1);
});

test('what is not OTLP JSON is refused with a reason and stores nothing', async () => {
  const { store, origin } = await start();
  const notJson = await fetch(`${origin}/v1/logs`, { method: 'POST', body: '{' });
  expect(notJson.status).toBe(400);
  expect(await notJson.json()).toEqual({
    error: 'The body is not JSON: send OTLP/HTTP JSON logs.',
  });
  const notLogs = await fetch(`${origin}/v1/logs`, { method: 'POST', body: '{"spans":[]}' });
  expect(notLogs.status).toBe(400);
  expect(store.records()).toEqual([]);
});

test('a body over the limit is refused as too large', async () => {
  const { store, origin } = await start({ maxBytes: 100 });
  const posted = await fetch(`${origin}/v1/logs`, { method: 'POST', body });
  expect(posted.status).toBe(413);
  expect(store.records()).toEqual([]);
});

test('every accepted body goes on to the collector as it came', async () => {
  const forward = jest.fn();
  const { origin } = await start({ forward });
  await fetch(`${origin}/v1/logs`, { method: 'POST', body });
  expect(forward).toHaveBeenCalledWith(body);
});

test('the health query must name its remote', async () => {
  const { origin } = await start();
  const health = await fetch(`${origin}/v1/health`);
  expect(health.status).toBe(400);
});

describe('with the servers’ secret, only page views the platform served count', () => {
  const SECRET = 'the servers’ secret';
  const HEALTH = 'token-of-deploy-watch';
  const served: ViewClaims['releases'] = { settings: { version: '2.0.0', group: 'candidate' } };
  const tokenFor = (
    browser: string,
    { releases = served, expiresAt = Date.now() + 60_000, secret = SECRET } = {},
  ) => signViewToken({ browser, releases, expiresAt }, secret);
  const failure: TelemetryRecord = {
    name: 'remote_load',
    time: 1000,
    route: '/x',
    release,
    outcome: 'failed',
    durationMs: 90,
  };

  async function platform(options: Partial<ReceiverOptions> = {}) {
    const uncounted = createTelemetryStore({
      file: join(mkdtempSync(join(tmpdir(), 'rx-')), 'uncounted.jsonl'),
    });
    const started = await start({
      viewTokenSecret: SECRET,
      healthToken: HEALTH,
      uncounted,
      ...options,
    });
    const post = (records: TelemetryRecord[], token?: string) =>
      fetch(`${started.origin}/telemetry/v1/logs`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(toOtlpLogs(records, '1.3.0', token)),
      });
    const health = async () => {
      const answered = await fetch(`${started.origin}/v1/health?remote=settings`, {
        headers: { authorization: `Bearer ${HEALTH}` },
      });
      return ((await answered.json()) as { releases: unknown[] }).releases;
    };
    return { ...started, uncounted, post, health };
  }

  test('a forged record changes no health figure: no token, another secret, another composition, expired', async () => {
    const { post, health, store, uncounted } = await platform();
    const forged = Array.from({ length: 60 }, () => failure);
    const answers = await Promise.all([
      post([view, ...forged]),
      post([view, ...forged], tokenFor('b-1', { secret: 'guessed' })),
      post(
        [view, ...forged],
        tokenFor('b-1', { releases: { settings: { version: '1.0.0', group: 'stable' } } }),
      ),
      post([view, ...forged], tokenFor('b-1', { expiresAt: Date.now() - 1 })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { partialSuccess: { rejectedLogRecords: 61, errorMessage: 'Not counted: no view token.' } },
      {
        partialSuccess: {
          rejectedLogRecords: 61,
          errorMessage: 'Not counted: the view token is not signed by the platform.',
        },
      },
      {
        partialSuccess: {
          rejectedLogRecords: 61,
          errorMessage: 'Not counted: a release the view token does not name.',
        },
      },
      {
        partialSuccess: {
          rejectedLogRecords: 61,
          errorMessage: 'Not counted: the view token has expired.',
        },
      },
    ]);
    expect(await health()).toEqual([]);
    expect(store.records()).toEqual([]);
    // Kept apart, with why, for an operator to look at.
    expect(uncounted.records()).toHaveLength(4 * 61);
    expect(uncounted.records()[0]).toMatchObject({ name: 'page_view', uncounted: 'no view token' });
  });

  test('a record under a token that names its release counts, with its browser', async () => {
    const { post, health, store } = await platform();
    expect((await post([view], tokenFor('b-1'))).status).toBe(200);
    expect(store.records()).toEqual([{ ...view, browser: 'b-1', receivedAt: expect.any(Number) }]);
    expect(await health()).toMatchObject([{ version: '2.0.0', pageViews: 1 }]);
  });

  test('thirty records from one browser count once', async () => {
    const { post, health } = await platform();
    const token = tokenFor('b-loud');
    for (let n = 0; n < 30; n += 1) await post([view, failure], token);
    await post([view], tokenFor('b-quiet'));
    expect(await health()).toMatchObject([
      { version: '2.0.0', pageViews: 2, loadFailures: 1, failureRate: 0.5 },
    ]);
  });

  test('one browser, or one address, sending past its rate is told to wait and adds nothing', async () => {
    const { post, store } = await platform({ limits: { perBrowser: 3, perAddress: 5 } });
    const token = tokenFor('b-1');
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await post([view], token)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(store.records()).toHaveLength(3);
    // Another browser from the same address: one more, then the address's rate is met.
    expect((await post([view], tokenFor('b-2'))).status).toBe(200);
    expect((await post([view], tokenFor('b-3'))).status).toBe(429);
    expect(store.records()).toHaveLength(4);
  });

  test("the health endpoint answers only a request with deploy watch's token", async () => {
    const { origin } = await platform();
    const without = await fetch(`${origin}/v1/health?remote=settings`);
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({
      error: 'Release health answers deploy watch only: send its token (VSG_HEALTH_TOKEN).',
    });
    const wrong = await fetch(`${origin}/v1/health?remote=settings`, {
      headers: { authorization: 'Bearer guessed' },
    });
    expect(wrong.status).toBe(401);
  });
});
