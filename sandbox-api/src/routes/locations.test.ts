import { signIn, useTestServer } from '../testing/test-server';
import type { Location, Subscription } from '../types/wire';

const server = useTestServer();

test('locations of owner-complete: one complete, owned, monitored location', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/1001/locations');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    {
      locationId: 'loc-1001-1',
      locationName: 'Maple Street Home',
      ownerId: 1001,
      isOwner: true,
      onboardStatus: 'complete',
      monitoring: 'ACTIVE',
      address: {
        address1: '123 Maple Street',
        address2: 'Unit 2',
        city: 'Santa Monica',
        state: 'CA',
        zipCode: '90401',
      },
    },
  ]);
});

test('the shared user sees the shared locations with isOwner false', async () => {
  const client = await signIn(server().app, 'shared-user');
  const locations = (await client.get('/api/neighbors/1004/locations')).json<Location[]>();
  expect(locations.map((l) => [l.locationId, l.ownerId, l.isOwner])).toEqual([
    ['loc-1001-1', 1001, false],
    ['loc-1007-1', 1007, false],
  ]);
});

test('multi-location: three owned locations and one shared', async () => {
  const client = await signIn(server().app, 'multi-location');
  const locations = (await client.get('/api/neighbors/1007/locations')).json<Location[]>();
  expect(locations.map((l) => [l.locationId, l.isOwner, l.onboardStatus])).toEqual([
    ['loc-1007-1', true, 'complete'],
    ['loc-1007-2', true, 'complete'],
    ['loc-1007-3', true, 'incomplete'],
    ['loc-1008-1', false, 'complete'],
  ]);
});

test('smb-owner has 2,000 locations, complete and incomplete', async () => {
  const client = await signIn(server().app, 'smb-owner');
  const locations = (await client.get('/api/neighbors/1006/locations')).json<Location[]>();
  expect(locations).toHaveLength(2000);
  const statuses = new Set(locations.map((location) => location.onboardStatus));
  expect(statuses).toEqual(new Set(['complete', 'incomplete']));
  expect(new Set(locations.map((location) => location.locationId)).size).toBe(2000);
});

test("another user's locations are forbidden, even an owner's whose location is shared", async () => {
  const client = await signIn(server().app, 'shared-user');
  expect((await client.get('/api/neighbors/1003/locations')).statusCode).toBe(403);
  expect((await client.get('/api/neighbors/1001/locations')).statusCode).toBe(403);
});

test('non-numeric user ids are a 400', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/abc/locations');
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('params.userId has an invalid format');
});

test('subscription: entitlements and timestamps in unix seconds', async () => {
  const client = await signIn(server().app, 'trial-active');
  const response = await client.get('/api/subscription/1008/locations/loc-1008-1');
  expect(response.statusCode).toBe(200);
  const subscription = response.json<Subscription>();
  expect(subscription).toMatchObject({
    entitlements: { monitoring: true, overages_threshold: 50, overages_enabled: false },
    freeTrialStatus: 'ACTIVE',
    tenant: 'US',
    overageCap: null,
  });
  const nowSeconds = Math.floor(Date.UTC(2026, 0, 15, 15, 30) / 1000);
  const expires = subscription.freeTrialExpirationTimestamp ?? 0;
  expect(expires - nowSeconds).toBe(9 * 86_400);
  expect(subscription.entitlements.overages_start_at).toBe(subscription.freeTrialStartedTimestamp);
});

test('subscription: trial-available has no entitlement and an available trial', async () => {
  const client = await signIn(server().app, 'trial-available');
  const subscription = (
    await client.get('/api/subscription/1002/locations/loc-1002-1')
  ).json<Subscription>();
  expect(subscription.entitlements.monitoring).toBe(false);
  expect(subscription.freeTrialStatus).toBe('AVAILABLE');
});

test('subscription: 404 when there is none, 404 for an unknown location', async () => {
  const client = await signIn(server().app, 'no-entitlements');
  const none = await client.get('/api/subscription/1005/locations/loc-1005-1');
  expect(none.statusCode).toBe(404);
  expect(none.json()).toEqual({ message: 'No subscription for location loc-1005-1' });
  const unknown = await client.get('/api/subscription/1005/locations/loc-9999-1');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Location loc-9999-1 not found for user 1005');
});

test('a shared user calls location-scoped calls with the owner id', async () => {
  const client = await signIn(server().app, 'shared-user');
  const devices = await client.get('/api/neighbors/1001/locations/loc-1001-1/devices');
  expect(devices.statusCode).toBe(200);
  const preferences = await client.get('/api/neighbors/1001/locations/loc-1001-1/preferences');
  expect(preferences.statusCode).toBe(200);
  // A location of that owner that is not shared is unknown to this user.
  const other = await client.get('/api/neighbors/1007/locations/loc-1007-2/devices');
  expect(other.statusCode).toBe(404);
  // An unrelated owner is forbidden.
  const foreign = await client.get('/api/neighbors/1003/locations/loc-1003-1/devices');
  expect(foreign.statusCode).toBe(403);
});

test('DELETE /api/subscription/{id} is accepted with 204', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.del('/api/subscription/anything');
  expect(response.statusCode).toBe(204);
});
