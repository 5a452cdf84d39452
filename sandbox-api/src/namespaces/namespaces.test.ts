import { readFileSync } from 'node:fs';
import { signIn, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { MAX_NAMESPACES } from './namespaces';

// A server per test: namespaces live as long as their server, and the cap counts them.
let current: TestServer | undefined;
const server = (): TestServer => {
  if (!current) throw new Error('no test server');
  return current;
};

beforeEach(async () => {
  current = await startTestServer();
});

afterEach(async () => {
  await current?.close();
});

const STATE = '/api/neighbors/1001/locations/loc-1001-1/state';

function inNamespace(namespace: string) {
  return { cookies: { 'sandbox-namespace': namespace } };
}

async function pausedIn(namespace: string): Promise<boolean> {
  const client = await signIn(server().app, 'owner-complete', namespace);
  return (await client.get(STATE)).json<{ paused: boolean }>().paused;
}

test('a write in one namespace is invisible in another and in the default', async () => {
  const one = await signIn(server().app, 'owner-complete', 'w0');
  expect((await one.post(STATE, { pauseEnable: true })).statusCode).toBe(200);

  expect(await pausedIn('w0')).toBe(true);
  expect(await pausedIn('w1')).toBe(false);
  const byDefault = await signIn(server().app, 'owner-complete');
  expect((await byDefault.get(STATE)).json()).toEqual({ paused: false });
});

test('a reset acts on the caller namespace only', async () => {
  const app = server().app;
  const one = await signIn(app, 'owner-complete', 'w0');
  const two = await signIn(app, 'owner-complete', 'w1');
  await one.post(STATE, { pauseEnable: true });
  await two.post(STATE, { pauseEnable: true });

  const reset = await app.inject({ method: 'POST', url: '/__test/reset', ...inNamespace('w1') });
  expect(reset.statusCode).toBe(200);

  expect((await two.get(STATE)).json()).toEqual({ paused: false });
  expect((await one.get(STATE)).json()).toEqual({ paused: true });
});

test('a fault injected in one namespace fails only that namespace', async () => {
  const app = server().app;
  const added = await app.inject({
    method: 'POST',
    url: '/__test/faults',
    payload: { path: STATE, status: 500 },
    ...inNamespace('w0'),
  });
  expect(added.statusCode).toBe(200);

  expect((await (await signIn(app, 'owner-complete', 'w0')).get(STATE)).statusCode).toBe(500);
  expect((await (await signIn(app, 'owner-complete', 'w1')).get(STATE)).statusCode).toBe(200);
  expect((await (await signIn(app, 'owner-complete')).get(STATE)).statusCode).toBe(200);
  const listed = await app.inject({ url: '/__test/faults', ...inNamespace('w1') });
  expect(listed.json()).toEqual([]);
});

test('stats, state and scale are kept per namespace', async () => {
  const app = server().app;
  const one = await signIn(app, 'owner-complete', 'w0');
  await one.post('/api/stats/user/1001/action', { action: 'page_view' });
  await app.inject({
    method: 'POST',
    url: '/__test/scale',
    payload: { persona: 'smb-owner', locations: 30 },
    ...inNamespace('w0'),
  });

  const stats = async (namespace: string) =>
    (await app.inject({ url: '/__test/stats', ...inNamespace(namespace) })).json<unknown[]>();
  expect(await stats('w0')).toHaveLength(1);
  expect(await stats('w1')).toEqual([]);

  const owned = async (namespace: string) =>
    (await app.inject({ url: '/__test/personas', ...inNamespace(namespace) }))
      .json<Array<{ persona: string; ownedLocationCount: number }>>()
      .find((persona) => persona.persona === 'smb-owner')?.ownedLocationCount;
  expect(await owned('w0')).toBe(30);
  expect(await owned('w1')).toBe(2000);
});

test('a session of one namespace is unknown in another', async () => {
  const app = server().app;
  const one = await signIn(app, 'owner-complete', 'w0');
  const elsewhere = await app.inject({
    url: STATE,
    cookies: { 'sandbox-namespace': 'w1', gcc_session: one.sessionToken },
  });
  expect(elsewhere.statusCode).toBe(401);
  const inDefault = await app.inject({ url: STATE, cookies: { gcc_session: one.sessionToken } });
  expect(inDefault.statusCode).toBe(401);
});

test('a namespace name that is not a short lowercase word is refused', async () => {
  const response = await server().app.inject({
    url: '/__test/personas',
    ...inNamespace('Not/A Name'),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'cookie sandbox-namespace must be 1-32 lowercase letters, digits or dashes',
  });
});

test('named namespaces are capped; the default still answers', async () => {
  const app = server().app;
  const personas = (namespace?: string) =>
    app.inject({ url: '/__test/personas', ...(namespace ? inNamespace(namespace) : {}) });
  for (let index = 0; index < MAX_NAMESPACES; index += 1) {
    expect((await personas(`cap-${index}`)).statusCode).toBe(200);
  }
  const over = await personas('one-too-many');
  expect(over.statusCode).toBe(503);
  expect(over.json<{ message: string }>().message).toContain(`at most ${MAX_NAMESPACES}`);
  expect((await personas('cap-0')).statusCode).toBe(200);
  expect((await personas()).statusCode).toBe(200);
});

test('only the default namespace is written to the state file', async () => {
  const named = await signIn(server().app, 'owner-complete', 'w0');
  await named.post(STATE, { pauseEnable: true });
  const onDisk = () => JSON.parse(readFileSync(server().stateFile, 'utf8'));
  expect(onDisk().locations).toEqual({});

  const byDefault = await signIn(server().app, 'owner-complete');
  await byDefault.post(STATE, { pauseEnable: true });
  expect(onDisk().locations['loc-1001-1'].paused).toBe(true);
});
