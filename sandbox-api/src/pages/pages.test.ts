import { signIn, useTestServer } from '../testing/test-server';

const server = useTestServer();

function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const match = /gcc_session=([^;]*)/.exec(header ?? '');
  if (!match?.[1]) throw new Error('no gcc_session cookie');
  return match[1];
}

test('the sign-in page lists every persona as a button', async () => {
  const response = await server().app.inject({
    url: '/signin?return_to=http%3A%2F%2Flocalhost%3A3000%2Flocations',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain('<title>Sign in</title>');
  expect(response.body).toContain('<h1>Sign in</h1>');
  for (const persona of ['owner-complete', 'trial-available', 'smb-owner', 'practice-mode']) {
    expect(response.body).toContain(`name="persona" value="${persona}"`);
  }
  expect(response.body).toContain('value="http://localhost:3000/locations"');
});

test('signing in sets the session cookie and redirects to a local return_to', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'persona=owner-complete&return_to=http%3A%2F%2Flocalhost%3A3000%2Flocations',
  });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('http://localhost:3000/locations');
  const setCookie = String(response.headers['set-cookie']);
  const [pair, ...attributes] = setCookie.split('; ');
  expect(pair).toMatch(/^gcc_session=[\w-]+$/);
  expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
  const verify = await server().app.inject({
    url: '/api/neighbors/session/verify',
    cookies: { gcc_session: cookieFrom(response.headers['set-cookie']) },
  });
  expect(verify.json()).toEqual({ user_id: 1001 });
});

test('a foreign return_to falls back to the control center', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'persona=onboarding&return_to=https%3A%2F%2Fevil.example%2F',
  });
  expect(response.headers.location).toBe('http://localhost:3000/');
});

test('an unknown persona re-renders the page with an error', async () => {
  const response = await server().app.inject({
    method: 'POST',
    url: '/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'persona=ghost',
  });
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('role="alert"');
});

test('logout ends the session and redirects', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await server().app.inject({
    url: '/logout?return_to=http%3A%2F%2Flocalhost%3A3000%2F',
    cookies: { gcc_session: client.sessionToken },
  });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('http://localhost:3000/');
  expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
  expect((await client.get('/api/neighbors/session/verify')).statusCode).toBe(401);
  const plain = await server().app.inject({ url: '/logout' });
  expect(plain.headers.location).toBe('/signin');
});

test('authorize: signed out goes to sign-in first', async () => {
  const response = await server().app.inject({
    url: '/oauth/authorize?location_id=loc-1003-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fonboard',
  });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toMatch(/^\/signin\?return_to=http%3A%2F%2Flocalhost/);
});

test('authorize: Allow authorizes the location and returns with success', async () => {
  const client = await signIn(server().app, 'onboarding');
  const page = await server().app.inject({
    url: '/oauth/authorize?location_id=loc-1003-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fonboard',
    cookies: { gcc_session: client.sessionToken },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('>Allow</button>');
  expect(page.body).toContain('>Deny</button>');
  const form = new URLSearchParams({
    location_id: 'loc-1003-1',
    redirect_uri: 'http://localhost:3000/onboard',
    csrf_token: client.csrfToken,
    decision: 'allow',
  });
  const allow = await server().app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    cookies: { gcc_session: client.sessionToken },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(allow.statusCode).toBe(302);
  expect(allow.headers.location).toBe(
    'http://localhost:3000/onboard?success=true&locationId=loc-1003-1',
  );
  const status = await client.get('/api/neighbors/1003/locations/loc-1003-1/status');
  expect(status.json().details.reasons).not.toContain('AUTH_NOT_FOUND');
});

test('authorize: Deny returns with access_denied and changes nothing', async () => {
  const client = await signIn(server().app, 'onboarding');
  const form = new URLSearchParams({
    location_id: 'loc-1003-1',
    redirect_uri: 'http://localhost:3000/onboard?from=dialog',
    csrf_token: client.csrfToken,
    decision: 'deny',
  });
  const deny = await server().app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    cookies: { gcc_session: client.sessionToken },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(deny.headers.location).toBe(
    'http://localhost:3000/onboard?from=dialog&error_code=access_denied&locationId=loc-1003-1',
  );
  const status = await client.get('/api/neighbors/1003/locations/loc-1003-1/status');
  expect(status.json().details.reasons).toContain('AUTH_NOT_FOUND');
});

test('authorize: a form without the session CSRF token is refused', async () => {
  const client = await signIn(server().app, 'onboarding');
  const response = await server().app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    cookies: { gcc_session: client.sessionToken },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'location_id=loc-1003-1&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&decision=allow',
  });
  expect(response.statusCode).toBe(403);
});

test('account pages name themselves and link back to the control center', async () => {
  for (const [page, title] of [
    ['monitoring-settings', 'Monitoring Settings'],
    ['contacts', 'Emergency Contacts'],
    ['billing-plans', 'Billing Plans'],
    ['shared-users', 'Shared Users'],
  ]) {
    const response = await server().app.inject({ url: `/account/${page}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain('href="http://localhost:3000/"');
  }
  expect((await server().app.inject({ url: '/account/nope' })).statusCode).toBe(404);
});

test('the deep-link stand-in says Back in the app', async () => {
  const response = await server().app.inject({ url: '/app/deep-link' });
  expect(response.body).toContain('Back in the app');
  expect(response.body).toContain('return to the app, where it was');
});

test('the deep-link stand-in names the app screen and location it would open', async () => {
  const response = await server().app.inject({
    url: '/app/deep-link?to=watch-zones&locationId=loc-1011-1',
  });
  expect(response.body).toContain(
    'The app would now open its Watch Zones screen for location loc-1011-1.',
  );
  const unknown = await server().app.inject({ url: '/app/deep-link?to=%3Cscript%3E' });
  expect(unknown.body).toContain('return to the app, where it was');
  expect(unknown.body).not.toContain('<script>');
});
