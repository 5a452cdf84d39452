import { signIn, useTestServer } from '../testing/test-server';
import type { Client } from '../testing/test-server';
import type { Device, VsgStatus } from '../types/wire';

const server = useTestServer();

async function reasons(client: Client, userId: number, locationId: string) {
  const response = await client.get(`/api/neighbors/${userId}/locations/${locationId}/status`);
  expect(response.statusCode).toBe(200);
  return response.json<VsgStatus>();
}

test('owner-complete is active with no reasons', async () => {
  const client = await signIn(server().app, 'owner-complete');
  expect(await reasons(client, 1001, 'loc-1001-1')).toEqual({
    status: 'ACTIVE',
    monitoring: 'ACTIVE',
    details: { reasons: [] },
  });
  const mode = await client.get('/api/neighbors/1001/locations/loc-1001-1/monitoring/status');
  expect(mode.json()).toEqual({ status: 'PROFESSIONAL' });
});

test('status reasons follow the personas', async () => {
  const expectations: [string, number, string, string[]][] = [
    [
      'onboarding',
      1003,
      'loc-1003-1',
      ['AUTH_NOT_FOUND', 'SETUP_INCOMPLETE', 'ENROLLED_DEVICE_NOT_FOUND'],
    ],
    [
      'trial-available',
      1002,
      'loc-1002-1',
      ['ENTITLEMENT_NOT_FOUND', 'AUTH_NOT_FOUND', 'SETUP_INCOMPLETE', 'ENROLLED_DEVICE_NOT_FOUND'],
    ],
    ['practice-mode', 1009, 'loc-1009-1', ['PRACTICE_MODE']],
    ['overages-exceeded', 1010, 'loc-1010-1', ['EVENT_OVERAGES_THRESHOLD_EXCEEDED']],
    ['watch-zones', 1011, 'loc-1011-1', ['MISSING_MONITORING_ZONE']],
    ['trial-active', 1008, 'loc-1008-1', []],
  ];
  for (const [persona, userId, locationId, expected] of expectations) {
    const client = await signIn(server().app, persona);
    const status = await reasons(client, userId, locationId);
    expect([persona, status.details.reasons]).toEqual([persona, expected]);
    expect(status.monitoring).toBe(expected.length === 0 ? 'ACTIVE' : 'INACTIVE');
  }
});

test('completing onboarding, authorizing and enrolling clears the reasons one by one', async () => {
  const app = server().app;
  const client = await signIn(app, 'onboarding');
  const onboarding = await client.post('/api/neighbors/1003/locations/loc-1003-1/onboarding');
  expect(onboarding.statusCode).toBe(200);
  expect((await reasons(client, 1003, 'loc-1003-1')).details.reasons).toEqual([
    'AUTH_NOT_FOUND',
    'ENROLLED_DEVICE_NOT_FOUND',
  ]);
  const preferencesPath = '/api/neighbors/1003/locations/loc-1003-1/preferences';
  // The user's record of it is the other call's.
  expect((await client.get(preferencesPath)).json().preferences).toMatchObject({
    onboardingComplete: false,
  });
  const recorded = await client.post(
    '/api/neighbors/1003/locations/loc-1003-1/onboarding-complete',
  );
  expect(recorded.statusCode).toBe(200);
  expect((await client.get(preferencesPath)).json().preferences).toMatchObject({
    onboardingComplete: true,
    onboardingCompleteTime: Math.floor(Date.UTC(2026, 0, 15, 15, 30) / 1000),
  });
  const locations = await client.get('/api/neighbors/1003/locations');
  expect(locations.json()[0].onboardStatus).toBe('complete');

  const devices = (await client.get('/api/neighbors/1003/locations/loc-1003-1/devices')).json<
    Device[]
  >();
  const frontDoor = devices.find((device) => device.doorbotId === 100301);
  const fields = Object.entries(frontDoor ?? {}).filter(([key]) => key !== 'value');
  await client.post('/api/neighbors/1003/devices', { ...Object.fromEntries(fields), userId: 1003 });
  expect((await reasons(client, 1003, 'loc-1003-1')).details.reasons).toEqual(['AUTH_NOT_FOUND']);
});

test("onboarding-complete records the user's finished onboarding, not the location's", async () => {
  const client = await signIn(server().app, 'sos-setup');
  const response = await client.post(
    '/api/neighbors/1012/locations/loc-1012-1/onboarding-complete',
    {},
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ onboardingComplete: true });
  const status = await reasons(client, 1012, 'loc-1012-1');
  expect(status.details.reasons).toContain('SETUP_INCOMPLETE');
});

test('ending alarm practice moves the location to professional monitoring', async () => {
  const client = await signIn(server().app, 'practice-mode');
  const base = '/api/neighbors/1009/locations/loc-1009-1';
  expect((await client.get(`${base}/monitoring/status`)).json()).toEqual({
    status: 'PRACTICE_MODE',
  });
  expect((await client.post(`${base}/endalarmpractice`)).statusCode).toBe(200);
  expect((await client.get(`${base}/monitoring/status`)).json()).toEqual({
    status: 'PROFESSIONAL',
  });
  expect((await reasons(client, 1009, 'loc-1009-1')).details.reasons).toEqual([]);
});

test('pause and resume through the state call', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const url = '/api/neighbors/1001/locations/loc-1001-1/state';
  expect((await client.get(url)).json()).toEqual({ paused: false });
  const pause = await client.post(url, { pauseEnable: true });
  expect(pause.statusCode).toBe(200);
  expect(pause.json()).toEqual({ paused: true });
  expect((await client.get(url)).json()).toEqual({ paused: true });
  expect((await client.post(url, { pauseEnable: false })).json()).toEqual({ paused: false });
});

test('the state call rejects a missing or mistyped pauseEnable', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const url = '/api/neighbors/1001/locations/loc-1001-1/state';
  const missing = await client.post(url, {});
  expect(missing.json()).toEqual({ message: "body must have the property 'pauseEnable'" });
  const empty = await client.post(url);
  expect(empty.statusCode).toBe(400);
  const wrong = await client.post(url, { pauseEnable: 'true' });
  expect(wrong.json()).toEqual({ message: 'body.pauseEnable must be boolean' });
});

test('a shared user cannot pause the owner location', async () => {
  const client = await signIn(server().app, 'shared-user');
  const url = '/api/neighbors/1001/locations/loc-1001-1/state';
  expect((await client.get(url)).statusCode).toBe(200);
  expect((await client.post(url, { pauseEnable: true })).statusCode).toBe(403);
});
