import { signIn, useTestServer } from '../testing/test-server';
import { pathMatches } from './fault-registry';

const server = useTestServer();

const ONBOARDING = '/api/neighbors/1003/locations/loc-1003-1/onboarding';

async function addFault(payload: Record<string, unknown>) {
  const response = await server().app.inject({ method: 'POST', url: '/__test/faults', payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

test('path patterns match :params and an optional trailing *', () => {
  const pattern = '/api/neighbors/:userId/locations/:locationId/state';
  expect(pathMatches(pattern, '/api/neighbors/1001/locations/loc-1001-1/state')).toBe(true);
  expect(pathMatches(pattern, '/api/neighbors/1001/locations/loc-1001-1/status')).toBe(false);
  expect(pathMatches(pattern, '/api/neighbors/1001/locations')).toBe(false);
  expect(pathMatches('/api/neighbors/*', '/api/neighbors/1001/locations')).toBe(true);
  expect(pathMatches('/api/neighbors/1001/locations', '/api/neighbors/1001/locations')).toBe(true);
});

test('a status fault answers every matching request until removed; the query is ignored', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const id = await addFault({
    method: 'get',
    path: '/api/neighbors/:userId/events/history',
    status: 503,
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await client.get('/api/neighbors/1001/events/history?limit=5');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Injected fault: HTTP 503' });
  }
  expect((await client.get('/api/neighbors/1001/locations')).statusCode).toBe(200);
  const removed = await server().app.inject({ method: 'DELETE', url: `/__test/faults/${id}` });
  expect(removed.statusCode).toBe(200);
  expect((await client.get('/api/neighbors/1001/events/history?limit=5')).statusCode).toBe(200);
});

test('faults apply before auth and can carry a body', async () => {
  await addFault({ path: '/api/neighbors/session/verify', status: 400, body: { message: 'bad' } });
  const response = await server().app.inject({ url: '/api/neighbors/session/verify' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'bad' });
});

test('times limits how many requests a fault applies to', async () => {
  const client = await signIn(server().app, 'owner-complete');
  await addFault({ path: '/api/neighbors/1001/locations', status: 500, times: 2 });
  const codes = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    codes.push((await client.get('/api/neighbors/1001/locations')).statusCode);
  }
  expect(codes).toEqual([500, 500, 200, 200]);
});

test('a 425 sequence on onboarding, then the real handler', async () => {
  const client = await signIn(server().app, 'onboarding');
  await addFault({ method: 'POST', path: ONBOARDING, statuses: [425, 425, 425] });
  const codes = [];
  for (let attempt = 0; attempt < 4; attempt += 1)
    codes.push((await client.post(ONBOARDING)).statusCode);
  expect(codes).toEqual([425, 425, 425, 200]);
  const locations = await client.get('/api/neighbors/1003/locations');
  expect(locations.json()[0].onboardStatus).toBe('complete');
  expect((await server().app.inject({ url: '/__test/faults' })).json()).toEqual([]);
});

test('a delay fault delays, then lets the handler answer', async () => {
  const client = await signIn(server().app, 'owner-complete');
  await addFault({ path: '/api/neighbors/:userId/locations', delayMs: 150, times: 1 });
  const started = Date.now();
  const response = await client.get('/api/neighbors/1001/locations');
  expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  expect(response.statusCode).toBe(200);
});

test('a method filter leaves other methods alone', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const url = '/api/neighbors/1001/locations/loc-1001-1/state';
  await addFault({ method: 'POST', path: url, status: 500 });
  expect((await client.get(url)).statusCode).toBe(200);
  expect((await client.post(url, { pauseEnable: true })).statusCode).toBe(500);
  expect((await client.get(url)).json()).toEqual({ paused: false });
});

test('DELETE /__test/faults clears them all', async () => {
  const client = await signIn(server().app, 'owner-complete');
  await addFault({ path: '/api/neighbors/1001/locations', status: 500 });
  await addFault({ path: '/api/neighbors/1001/status', status: 500 });
  await server().app.inject({ method: 'DELETE', url: '/__test/faults' });
  expect((await client.get('/api/neighbors/1001/locations')).statusCode).toBe(200);
  expect((await client.get('/api/neighbors/1001/status')).statusCode).toBe(200);
});

test('bad fault definitions are a 400', async () => {
  const app = server().app;
  const cases = [
    { path: 'no-slash', status: 500 },
    { path: '/api/x' },
    { path: '/api/x', status: 'boom' },
    { path: '/api/x', status: 500, method: 'FETCH' },
  ];
  for (const payload of cases) {
    const response = await app.inject({ method: 'POST', url: '/__test/faults', payload });
    expect(response.statusCode).toBe(400);
  }
  expect((await app.inject({ method: 'DELETE', url: '/__test/faults/none' })).statusCode).toBe(404);
});
