import { signIn, useTestServer } from '../testing/test-server';
import type { Subscription } from '../types/wire';

const server = useTestServer();

const NOW = Math.floor(Date.UTC(2026, 0, 15, 15, 30) / 1000);

test('starting the free trial creates an active 14-day entitlement', async () => {
  const client = await signIn(server().app, 'trial-available');
  const response = await client.post('/api/neighbors/1002/locations/loc-1002-1/entitlement');
  expect(response.statusCode).toBe(200);
  const subscription = (
    await client.get('/api/subscription/1002/locations/loc-1002-1')
  ).json<Subscription>();
  expect(subscription).toMatchObject({
    entitlements: { monitoring: true },
    freeTrialStatus: 'ACTIVE',
    freeTrialStartedTimestamp: NOW,
    freeTrialExpirationTimestamp: NOW + 14 * 86_400,
  });
  const status = await client.get('/api/neighbors/1002/locations/loc-1002-1/status');
  expect(status.json().details.reasons).not.toContain('ENTITLEMENT_NOT_FOUND');
});

test('cancelling the trial removes the entitlement and makes the trial unavailable', async () => {
  const client = await signIn(server().app, 'trial-active');
  const response = await client.del('/api/neighbors/1008/locations/loc-1008-1/entitlement');
  expect(response.statusCode).toBe(200);
  const subscription = (
    await client.get('/api/subscription/1008/locations/loc-1008-1')
  ).json<Subscription>();
  expect(subscription.entitlements.monitoring).toBe(false);
  expect(subscription.freeTrialStatus).toBe('UNAVAILABLE');
  // Irreversible: the trial cannot be started again.
  const again = await client.post('/api/neighbors/1008/locations/loc-1008-1/entitlement');
  expect(again.statusCode).toBe(409);
});

test('no trial to start or cancel is a 409', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const start = await client.post('/api/neighbors/1001/locations/loc-1001-1/entitlement');
  expect(start.statusCode).toBe(409);
  const cancel = await client.del('/api/neighbors/1001/locations/loc-1001-1/entitlement');
  expect(cancel.statusCode).toBe(409);
  expect(cancel.json()).toEqual({
    message: 'No active free trial to cancel for location loc-1001-1',
  });
});
