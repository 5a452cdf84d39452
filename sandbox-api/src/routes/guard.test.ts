import { signIn, useTestServer } from '../testing/test-server';

const server = useTestServer();

const URL = '/api/neighbors/1001/locations/loc-1001-1/guard';

test('no guard is a 404', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get(URL);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'No private guard for location loc-1001-1' });
});

test('saving a guard stores it pending approval; removing it deletes it', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const saved = await client.put(URL, { agencyName: 'Acme Security', phone: '+12025550123' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
    agencyName: 'Acme Security',
    phone: '+12025550123',
    approved: false,
  });
  expect((await client.get(URL)).json()).toEqual({
    agencyName: 'Acme Security',
    phone: '+12025550123',
    approved: false,
  });
  expect((await client.del(URL)).statusCode).toBe(200);
  expect((await client.get(URL)).statusCode).toBe(404);
});

test('an approved guard is seeded for multi-location', async () => {
  const client = await signIn(server().app, 'multi-location');
  const response = await client.get('/api/neighbors/1007/locations/loc-1007-1/guard');
  expect(response.json()).toMatchObject({ agencyName: 'Sentinel Patrol Services', approved: true });
});

test('the guard is validated: name 1..50 characters, no emoji, phone required', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const cases: [unknown, string][] = [
    [
      { agencyName: '', phone: '+12025550123' },
      'body.agencyName must NOT have fewer than 1 characters',
    ],
    [
      { agencyName: 'x'.repeat(51), phone: '+12025550123' },
      'body.agencyName must NOT have more than 50 characters',
    ],
    [{ agencyName: '   ', phone: '+12025550123' }, 'body.agencyName must not be blank'],
    [{ agencyName: 'Guards 🚓', phone: '+12025550123' }, 'body.agencyName must not contain emoji'],
    [{ agencyName: 'Acme', phone: '' }, 'body.phone must NOT have fewer than 1 characters'],
    [{ agencyName: 'Acme' }, "body must have the property 'phone'"],
  ];
  for (const [payload, message] of cases) {
    const response = await client.put(URL, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  }
  const fifty = await client.put(URL, { agencyName: 'x'.repeat(50), phone: '+12025550123' });
  expect(fifty.statusCode).toBe(200);
});
