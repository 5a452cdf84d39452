import { signIn, useTestServer } from '../testing/test-server';

const server = useTestServer();

const stat = (action: string) => ({
  neighborId: 1001,
  locationId: 'loc-1001-1',
  pagePath: '/locations/loc-1001-1/devices',
  pageId: 'devices',
  action,
  doorbotId: null,
  version: '3.0.74',
});

test('stats are recorded in order and listed by /__test/stats', async () => {
  const client = await signIn(server().app, 'owner-complete');
  expect((await client.post('/api/stats/user/1001/action', stat('page_view'))).statusCode).toBe(
    200,
  );
  await client.post('/api/stats/user/1001/action', { ...stat('enroll_device'), doorbotId: 100103 });
  const log = await server().app.inject({ url: '/__test/stats' });
  expect(log.json()).toEqual([
    { ...stat('page_view'), userId: 1001, receivedAt: '2026-01-15T15:30:00.000Z' },
    { ...stat('enroll_device'), doorbotId: 100103, userId: 1001, receivedAt: expect.any(String) },
  ]);
});

test('a stat needs an action', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const withoutAction = Object.entries(stat('click')).filter(([key]) => key !== 'action');
  const response = await client.post(
    '/api/stats/user/1001/action',
    Object.fromEntries(withoutAction),
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: "body must have the property 'action'" });
});

test('reset clears the stats', async () => {
  const client = await signIn(server().app, 'owner-complete');
  await client.post('/api/stats/user/1001/action', stat('click'));
  await server().app.inject({ method: 'POST', url: '/__test/reset' });
  expect((await server().app.inject({ url: '/__test/stats' })).json()).toEqual([]);
});
