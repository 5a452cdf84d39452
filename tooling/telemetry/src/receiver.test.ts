import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toOtlpLogs, type TelemetryRecord } from 'shared-contracts/telemetry';
import { createTelemetryReceiver, type ReceiverOptions } from './receiver';
import { createTelemetryStore } from './telemetry-store';

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
