import { readFileSync, writeFileSync } from 'node:fs';
import { signIn, startTestServer } from '../testing/test-server';
import type { TestServer } from '../testing/test-server';
import { StateFile } from './persistence';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const STATE = '/api/neighbors/1001/locations/loc-1001-1/state';

test('a fresh server writes the seed state file', () => {
  const state = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  expect(state).toMatchObject({ version: 1, locations: {}, devices: {}, stats: [] });
});

test('an acknowledged change is on disk and survives a restart', async () => {
  const client = await signIn(server.app, 'owner-complete');
  expect((await client.post(STATE, { pauseEnable: true })).statusCode).toBe(200);
  await client.put('/api/neighbors/1001/locations/loc-1001-1/guard', {
    agencyName: 'Acme Security',
    phone: '+12025550123',
  });
  await client.del('/api/neighbors/1001/devices/100101');
  // Written before the answer: the file already has it.
  const onDisk = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  expect(onDisk.locations['loc-1001-1'].paused).toBe(true);

  const restarted = await server.restart();
  const again = await restarted.inject({
    url: STATE,
    cookies: { gcc_session: client.sessionToken },
  });
  expect(again.statusCode).toBe(200); // the session survived too
  expect(again.json()).toEqual({ paused: true });
  const guard = await restarted.inject({
    url: '/api/neighbors/1001/locations/loc-1001-1/guard',
    cookies: { gcc_session: client.sessionToken },
  });
  expect(guard.json()).toMatchObject({ agencyName: 'Acme Security', approved: false });
  const devices = await restarted.inject({
    url: '/api/neighbors/1001/locations/loc-1001-1/devices',
    cookies: { gcc_session: client.sessionToken },
  });
  expect(devices.json()[0]).toMatchObject({ doorbotId: 100101, starkEnrolled: false });
});

test('reset restores the seed and clears faults and stats', async () => {
  const client = await signIn(server.app, 'owner-complete');
  await client.post(STATE, { pauseEnable: true });
  await client.post('/api/stats/user/1001/action', { action: 'click' });
  await server.app.inject({
    method: 'POST',
    url: '/__test/faults',
    payload: { path: '/api/neighbors/:userId/locations', status: 500 },
  });
  const reset = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  expect(reset.statusCode).toBe(200);
  expect((await client.get(STATE)).json()).toEqual({ paused: false });
  expect((await client.get('/api/neighbors/1001/locations')).statusCode).toBe(200);
  expect((await server.app.inject({ url: '/__test/stats' })).json()).toEqual([]);
  const onDisk = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  expect(onDisk.locations).toEqual({});
});

test('a corrupt state file falls back to the seed with a warning', async () => {
  writeFileSync(server.stateFile, '{"version": 1, "seededAt": ');
  const warn = jest.fn();
  const restarted = await server.restart({ warn });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toContain('not valid JSON');
  const client = await signIn(restarted, 'owner-complete');
  expect((await client.get(STATE)).json()).toEqual({ paused: false });
  // The seed was written back over the corrupt file.
  expect(JSON.parse(readFileSync(server.stateFile, 'utf8')).version).toBe(1);
});

test('a state file of the wrong shape falls back to the seed', async () => {
  writeFileSync(server.stateFile, JSON.stringify({ version: 99 }));
  const warn = jest.fn();
  await server.restart({ warn });
  expect(warn.mock.calls[0]?.[0]).toContain('unsupported version 99');
});

test('by default the warning goes to console.warn', async () => {
  writeFileSync(server.stateFile, 'not json');
  const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await server.restart({ warn: undefined });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('starting from the seed'));
  } finally {
    spy.mockRestore();
  }
});

test('concurrent saves never interleave and the last state wins', async () => {
  const file = new StateFile(`${server.dir}/queue/state.json`);
  let counter = 0;
  const writes = Array.from({ length: 20 }, () => {
    counter += 1;
    const value = counter;
    return file.save(() => JSON.stringify({ value, pad: 'x'.repeat(10_000) }));
  });
  await Promise.all(writes);
  const result = await file.load();
  expect(result.kind).toBe('invalid'); // not a state file, but complete JSON
  const parsed = JSON.parse(readFileSync(`${server.dir}/queue/state.json`, 'utf8'));
  expect(parsed.value).toBe(20);
});

test('concurrent mutations are all persisted', async () => {
  const client = await signIn(server.app, 'smb-owner');
  const ids = Array.from({ length: 10 }, (_, index) => `loc-1006-${index + 1}`);
  const answers = await Promise.all(
    ids.map((id) =>
      client.post(`/api/neighbors/1006/locations/${id}/state`, { pauseEnable: true }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
  const restarted = await server.restart();
  for (const id of ids) {
    const state = await restarted.inject({
      url: `/api/neighbors/1006/locations/${id}/state`,
      cookies: { gcc_session: client.sessionToken },
    });
    expect([id, state.json()]).toEqual([id, { paused: true }]);
  }
});

test("a user's changed flags are on disk and survive a restart", async () => {
  const patched = await server.app.inject({
    method: 'PATCH',
    url: '/__test/users/1001/flags',
    payload: { 'next-location-overview': true, 'allow-sos-support': false },
  });
  expect(patched.statusCode).toBe(200);
  const onDisk = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  expect(Object.keys(onDisk.users)).toEqual(['1001']);
  expect(onDisk.users['1001'].disabledFlags).toEqual(['allow-sos-support']);

  const restarted = await server.restart();
  const client = await signIn(restarted, 'owner-complete');
  const flags = (await client.get('/api/features?principalDomain=Neighbor&principal=1001')).json();
  expect(flags).toMatchObject({
    'next-location-overview': { enabled: true },
    'allow-sos-support': { enabled: false },
  });
});

test('a state file written before users were kept still loads', async () => {
  const client = await signIn(server.app, 'owner-complete');
  await client.post(STATE, { pauseEnable: true });
  const { users, ...older } = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  expect(users).toEqual({});
  writeFileSync(server.stateFile, JSON.stringify(older));
  const warn = jest.fn();
  const restarted = await server.restart({ warn });
  expect(warn).not.toHaveBeenCalled();
  const again = await restarted.inject({
    url: STATE,
    cookies: { gcc_session: client.sessionToken },
  });
  expect(again.json()).toEqual({ paused: true });
});

test('a state file with malformed users falls back to the seed', async () => {
  const state = JSON.parse(readFileSync(server.stateFile, 'utf8'));
  writeFileSync(server.stateFile, JSON.stringify({ ...state, users: { 1001: { flags: 'on' } } }));
  const warn = jest.fn();
  await server.restart({ warn });
  expect(warn.mock.calls[0]?.[0]).toContain('users.1001.flags is not a list');
});
