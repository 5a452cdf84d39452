import { signIn, useTestServer } from '../testing/test-server';

const server = useTestServer();

test('session verify without a cookie answers 401 User is unauthorized', async () => {
  const response = await server().app.inject({ url: '/api/neighbors/session/verify' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'User is unauthorized' });
});

test('session verify with an unknown cookie answers 401', async () => {
  const response = await server().app.inject({
    url: '/api/neighbors/session/verify',
    cookies: { gcc_session: 'nope' },
  });
  expect(response.statusCode).toBe(401);
});

test('session verify returns the user id and the CSRF token header', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/session/verify');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ user_id: 1001 });
  expect(response.headers['x-csrf-token']).toBe(client.csrfToken);
  expect(response.headers['access-control-expose-headers']).toContain('x-csrf-token');
});

test('the test sign-in sets an HttpOnly, SameSite=Lax session cookie on path /', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/__test/signin',
    payload: { persona: 'trial-available' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ user_id: 1002, csrfToken: expect.any(String) });
  const cookie = response.cookies[0];
  expect(cookie).toMatchObject({ name: 'gcc_session', path: '/', httpOnly: true, sameSite: 'Lax' });
});

test('the test sign-in with an unknown persona is a 404', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/__test/signin',
    payload: { persona: 'nobody' },
  });
  expect(response.statusCode).toBe(404);
});

test('every other /api call needs a session', async () => {
  for (const url of [
    '/api/neighbors/1001/locations',
    '/api/features?principalDomain=Neighbor&principal=1001',
    '/api/neighbors/1001/events/history',
  ]) {
    const response = await server().app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'User is unauthorized' });
  }
});

test('mutations without the right x-csrf-token answer 403 Invalid CSRF token', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const url = '/api/neighbors/1001/locations/loc-1001-1/state';
  const missing = await server().app.inject({
    method: 'POST',
    url,
    cookies: { gcc_session: client.sessionToken },
    payload: { pauseEnable: true },
  });
  expect(missing.statusCode).toBe(403);
  expect(missing.json()).toEqual({ message: 'Invalid CSRF token' });
  const wrong = await server().app.inject({
    method: 'DELETE',
    url: '/api/neighbors/1001/devices/100101',
    cookies: { gcc_session: client.sessionToken },
    headers: { 'x-csrf-token': 'forged' },
  });
  expect(wrong.statusCode).toBe(403);
  const state = await client.get(url);
  expect(state.json()).toEqual({ paused: false });
});

test('the x-trace-id of a request is echoed back', async () => {
  const response = await server().app.inject({
    url: '/api/neighbors/session/verify',
    headers: { 'x-trace-id': 'trace-123' },
  });
  expect(response.headers['x-trace-id']).toBe('trace-123');
});

test('unknown /api routes answer a JSON 404', async () => {
  const response = await server().app.inject({ url: '/api/nothing/here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'No such call: GET /api/nothing/here' });
});

test('features: user flags by Neighbor, location flags by Location; absent means off', async () => {
  const owner = await signIn(server().app, 'owner-complete');
  const user = await owner.get('/api/features?principalDomain=Neighbor&principal=1001');
  expect(user.json()).toEqual({
    'stark-feature-next-location-paused': { enabled: true },
    'next-private-guard': { enabled: true },
    'next-private-guard-delete': { enabled: true },
    'next-automated-warning': { enabled: true },
    'next-event-overages': { enabled: true },
  });
  const location = await owner.get('/api/features?principalDomain=Location&principal=loc-1001-1');
  expect(location.json()).toEqual({});

  const multi = await signIn(server().app, 'multi-location');
  const office = await multi.get('/api/features?principalDomain=Location&principal=loc-1007-1');
  expect(office.json()).toEqual({ 'next-private-guard': { enabled: true } });
});

test('features reject unknown domains and foreign principals', async () => {
  const owner = await signIn(server().app, 'owner-complete');
  const domain = await owner.get('/api/features?principalDomain=Planet&principal=1001');
  expect(domain.statusCode).toBe(400);
  expect(domain.json().message).toContain('principalDomain must be one of: Neighbor, Location');
  expect((await owner.get('/api/features?principalDomain=Neighbor')).statusCode).toBe(400);
  expect(
    (await owner.get('/api/features?principalDomain=Neighbor&principal=1003')).statusCode,
  ).toBe(403);
  expect(
    (await owner.get('/api/features?principalDomain=Location&principal=loc-1003-1')).statusCode,
  ).toBe(404);
});

test('CORS: local origins get credentials and a preflight answer; others get nothing', async () => {
  const preflight = await server().app.inject({
    method: 'OPTIONS',
    url: '/api/neighbors/1001/locations/loc-1001-1/state',
    headers: {
      origin: 'http://localhost:3001',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-csrf-token',
    },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  expect(preflight.headers['access-control-allow-headers']).toContain('x-csrf-token');
  const foreign = await server().app.inject({
    url: '/api/neighbors/session/verify',
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
});

test('unknown pages answer an HTML 404', async () => {
  const response = await server().app.inject({ url: '/nowhere' });
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toContain('text/html');
});
