import { signIn, startTestServer, useTestServer } from '../testing/test-server';
import type { Location } from '../types/wire';

const server = useTestServer();

test('personas lists every persona with its user id and flags', async () => {
  const response = await server().app.inject({ url: '/__test/personas' });
  const personas = response.json<{ persona: string; userId: number; flags: string[] }[]>();
  expect(personas.map((persona) => [persona.persona, persona.userId])).toEqual([
    ['owner-complete', 1001],
    ['trial-available', 1002],
    ['onboarding', 1003],
    ['shared-user', 1004],
    ['no-entitlements', 1005],
    ['smb-owner', 1006],
    ['multi-location', 1007],
    ['trial-active', 1008],
    ['practice-mode', 1009],
    ['overages-exceeded', 1010],
    ['watch-zones', 1011],
    ['sos-setup', 1012],
    ['trial-classic', 1013],
    ['hostile', 1014],
  ]);
  expect(personas[5]).toMatchObject({ ownedLocationCount: 2000 });
});

test('scale re-generates the small-business persona; reset restores 2,000', async () => {
  const app = server().app;
  const scaled = await app.inject({
    method: 'POST',
    url: '/__test/scale',
    payload: { persona: 'smb-owner', locations: 5000 },
  });
  expect(scaled.json()).toEqual({ persona: 'smb-owner', userId: 1006, locations: 5000 });
  const client = await signIn(app, 'smb-owner');
  const locations = (await client.get('/api/neighbors/1006/locations')).json<Location[]>();
  expect(locations).toHaveLength(5000);
  expect(locations[4999]?.locationId).toBe('loc-1006-5000');
  await app.inject({ method: 'POST', url: '/__test/reset' });
  expect((await client.get('/api/neighbors/1006/locations')).json()).toHaveLength(2000);
});

test('scale only applies to generated personas', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/__test/scale',
    payload: { persona: 'owner-complete', locations: 10 },
  });
  expect(response.statusCode).toBe(400);
});

test('state shows the current records, filterable by location', async () => {
  const client = await signIn(server().app, 'owner-complete');
  await client.post('/api/neighbors/1001/locations/loc-1001-1/state', { pauseEnable: true });
  const response = await server().app.inject({ url: '/__test/state?locationId=loc-1001-1' });
  const state = response.json();
  expect(state.locations).toHaveLength(1);
  expect(state.locations[0]).toMatchObject({ locationId: 'loc-1001-1', paused: true });
  expect(state.devices).toHaveLength(5);
  expect(state.changedLocationIds).toEqual(['loc-1001-1']);
});

test('a location can be patched for a test, e.g. approving a guard', async () => {
  const app = server().app;
  const client = await signIn(app, 'owner-complete');
  const guard = '/api/neighbors/1001/locations/loc-1001-1/guard';
  await client.put(guard, { agencyName: 'Acme Security', phone: '+12025550123' });
  const patched = await app.inject({
    method: 'PATCH',
    url: '/__test/locations/loc-1001-1',
    payload: { guardApproved: true, overagesEnabled: false },
  });
  expect(patched.statusCode).toBe(200);
  expect((await client.get(guard)).json()).toMatchObject({ approved: true });
  const bad = await app.inject({
    method: 'PATCH',
    url: '/__test/locations/loc-1001-1',
    payload: { monitoringStatus: 'ASLEEP' },
  });
  expect(bad.statusCode).toBe(400);
});

test("a location's free trial status can be patched for a test", async () => {
  const app = server().app;
  const client = await signIn(app, 'trial-available');
  const patched = await app.inject({
    method: 'PATCH',
    url: '/__test/locations/loc-1002-1',
    payload: { freeTrialStatus: 'UNAVAILABLE' },
  });
  expect(patched.statusCode).toBe(200);
  expect((await client.get('/api/subscription/1002/locations/loc-1002-1')).json()).toMatchObject({
    freeTrialStatus: 'UNAVAILABLE',
  });
  const none = await app.inject({
    method: 'PATCH',
    url: '/__test/locations/loc-1005-1',
    payload: { freeTrialStatus: 'AVAILABLE' },
  });
  expect(none.statusCode).toBe(409);
});

test('with test endpoints off, /__test does not exist', async () => {
  const other = await startTestServer({ testEndpoints: false });
  try {
    const response = await other.app.inject({ method: 'POST', url: '/__test/reset' });
    expect(response.statusCode).toBe(404);
  } finally {
    await other.close();
  }
});

test('reset with `now` freezes the namespace clock there until a reset without it', async () => {
  let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
  const other = await startTestServer({ now: () => (clock += 1000) });
  try {
    const frozenAt = Date.UTC(2026, 0, 15, 12, 0, 0);
    const stamps = async () => {
      const client = await signIn(other.app, 'owner-complete');
      await client.post('/api/stats/user/1001/action', { action: 'page_view' });
      const log = (await other.app.inject({ url: '/__test/stats' })).json<
        { receivedAt: string }[]
      >();
      return log.map(({ receivedAt }) => receivedAt);
    };
    const frozen = await other.app.inject({
      method: 'POST',
      url: '/__test/reset',
      payload: { now: frozenAt },
    });
    expect(frozen.statusCode).toBe(200);
    expect(await stamps()).toEqual(['2026-01-15T12:00:00.000Z']);
    expect(await stamps()).toEqual(['2026-01-15T12:00:00.000Z', '2026-01-15T12:00:00.000Z']);

    await other.app.inject({ method: 'POST', url: '/__test/reset' });
    const [real] = await stamps();
    expect(real?.startsWith('2026-11-26')).toBe(true);
  } finally {
    await other.close();
  }
});

test('reset refuses a `now` that is not unix milliseconds', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/__test/reset',
    payload: { now: '2026-01-15' },
  });
  expect(response.statusCode).toBe(400);
});

describe('PATCH /__test/users/:userId/flags', () => {
  const FEATURES = '/api/features?principalDomain=Neighbor&principal=1002';

  async function patchFlags(payload: unknown, userId = '1002', namespace?: string) {
    return server().app.inject({
      method: 'PATCH',
      url: `/__test/users/${userId}/flags`,
      payload: payload as Record<string, unknown>,
      ...(namespace === undefined ? {} : { cookies: { 'sandbox-namespace': namespace } }),
    });
  }

  test('turns Neighbor flags on and answers others explicitly off', async () => {
    const patched = await patchFlags({ 'next-location-overview': true, 'onboarding-3-0': false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      userId: 1002,
      flags: ['next-location-overview'],
      disabledFlags: ['onboarding-3-0'],
    });
    const client = await signIn(server().app, 'trial-available');
    expect((await client.get(FEATURES)).json()).toEqual({
      'onboarding-3-0': { enabled: false },
      'next-location-overview': { enabled: true },
    });

    const again = await patchFlags({ 'next-location-overview': false, 'onboarding-3-0': true });
    expect(again.json()).toEqual({
      userId: 1002,
      flags: ['onboarding-3-0'],
      disabledFlags: ['next-location-overview'],
    });
    expect((await client.get(FEATURES)).json()).toEqual({
      'next-location-overview': { enabled: false },
      'onboarding-3-0': { enabled: true },
    });
  });

  test('re-enables a flag a persona answers off', async () => {
    const patched = await patchFlags({ 'onboarding-3-0': true }, '1013');
    expect(patched.json()).toEqual({ userId: 1013, flags: ['onboarding-3-0'], disabledFlags: [] });
    const client = await signIn(server().app, 'trial-classic');
    expect(
      (await client.get('/api/features?principalDomain=Neighbor&principal=1013')).json(),
    ).toEqual({ 'onboarding-3-0': { enabled: true } });
  });

  test('the change is in the state, kept by a re-scale and undone by a reset', async () => {
    const app = server().app;
    await patchFlags({ 'next-location-overview': true });
    const state = (await app.inject({ url: '/__test/state' })).json();
    expect(state.changedUserIds).toEqual([1002]);
    await app.inject({
      method: 'POST',
      url: '/__test/scale',
      payload: { persona: 'smb-owner', locations: 10 },
    });
    const client = await signIn(app, 'trial-available');
    expect((await client.get(FEATURES)).json()).toMatchObject({
      'next-location-overview': { enabled: true },
    });

    expect((await app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(200);
    expect((await client.get(FEATURES)).json()).toEqual({ 'onboarding-3-0': { enabled: true } });
    expect((await app.inject({ url: '/__test/state' })).json().changedUserIds).toEqual([]);
  });

  test('acts on the caller namespace only', async () => {
    const app = server().app;
    expect((await patchFlags({ 'onboarding-3-0': false }, '1002', 'flags-w0')).statusCode).toBe(
      200,
    );
    const inside = await signIn(app, 'trial-available', 'flags-w0');
    expect((await inside.get(FEATURES)).json()).toEqual({ 'onboarding-3-0': { enabled: false } });
    const other = await signIn(app, 'trial-available', 'flags-w1');
    expect((await other.get(FEATURES)).json()).toEqual({ 'onboarding-3-0': { enabled: true } });
    const byDefault = await signIn(app, 'trial-available');
    expect((await byDefault.get(FEATURES)).json()).toEqual({ 'onboarding-3-0': { enabled: true } });
  });

  test('an unknown user is a 404', async () => {
    const response = await patchFlags({ 'some-flag': true }, '9999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User 9999 not found' });
  });

  test.each([
    ['a non-numeric user id', { 'some-flag': true }, 'abc'],
    ['an empty body', {}, '1002'],
    ['a value that is not a boolean', { 'some-flag': 'true' }, '1002'],
    ['a malformed flag name', { 'Some Flag': true }, '1002'],
    [
      'more than 50 flags',
      Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`flag-${index}`, true])),
      '1002',
    ],
  ])('%s is a 400', async (_case, payload, userId) => {
    const response = await patchFlags(payload, userId);
    expect(response.statusCode).toBe(400);
    const client = await signIn(server().app, 'trial-available');
    expect((await client.get(FEATURES)).json()).toEqual({ 'onboarding-3-0': { enabled: true } });
  });
});
