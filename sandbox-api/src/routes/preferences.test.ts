import { signIn, useTestServer } from '../testing/test-server';
import type { PreferencesResponse } from '../types/wire';

const server = useTestServer();

const URL = '/api/neighbors/1001/locations/loc-1001-1/preferences';

test('preferences GET returns contacts, alert preferences and preferences', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get(URL);
  expect(response.statusCode).toBe(200);
  const body = response.json<PreferencesResponse>();
  expect(body.contacts).toEqual([
    {
      contactNum: '+15555550101',
      countryCode: 'US',
      firstName: 'Maria',
      lastName: 'Lopez',
      locale: 'en-US',
      phone: '(555) 555-0101',
      seqNum: 1,
      user_id: 1001,
    },
    expect.objectContaining({ firstName: 'James', seqNum: 2 }),
  ]);
  expect(body.alertPreferences['10Phone']).toEqual(['CONTACT1', 'CONTACT2']);
  expect(body.alertPreferences['20Sms']).toEqual(['CONTACT1']);
  expect(body.preferences).toEqual({
    sirenEnabled: true,
    automatedResponsesEnabled: false,
    default: false,
    serviceWorkerSms: false,
    unknownPersonSms: true,
    vsgModeStatusSms: true,
    deliverySms: false,
    onboardingComplete: true,
    onboardingCompleteTime: expect.any(Number),
  });
});

test('contacts GET returns the emergency contacts', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/1001/locations/loc-1001-1/contacts');
  expect(response.json()).toHaveLength(2);
});

test('preferences PUT updates and answers the full GET shape; GET shows the change', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.put(URL, {
    sirenEnabled: false,
    automatedResponsesEnabled: true,
    alertPreferences: { '30Sms': ['CONTACT2'], '20Sms': [] },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<PreferencesResponse>();
  expect(body.preferences.sirenEnabled).toBe(false);
  expect(body.preferences.automatedResponsesEnabled).toBe(true);
  expect(body.preferences.onboardingComplete).toBe(true);
  expect(body.alertPreferences['30Sms']).toEqual(['CONTACT2']);
  expect(body.alertPreferences['20Sms']).toEqual([]);
  expect(body.alertPreferences['10Phone']).toEqual(['CONTACT1', 'CONTACT2']);
  expect((await client.get(URL)).json()).toEqual(body);
});

test('preferences PUT also takes the preferences nested, as the shared client sends them', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.put(URL, {
    preferences: { sirenEnabled: false, deliverySms: true },
    alertPreferences: { '30Sms': ['CONTACT2'] },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<PreferencesResponse>();
  expect(body.preferences).toMatchObject({ sirenEnabled: false, deliverySms: true });
  expect(body.alertPreferences['30Sms']).toEqual(['CONTACT2']);
  const nestedOnboarding = await client.put(URL, { preferences: { onboardingComplete: true } });
  expect(nestedOnboarding.statusCode).toBe(400);
  expect(nestedOnboarding.json().message).toContain('onboardingComplete');
  const nestedUnknown = await client.put(URL, { preferences: { siren: false } });
  expect(nestedUnknown.statusCode).toBe(400);
});

test('preferences PUT rejects the onboarding fields', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.put(URL, { sirenEnabled: true, onboardingComplete: true });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toContain('onboardingComplete');
});

test('preferences PUT rejects wrong types, unknown keys and unknown contacts', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const wrongType = await client.put(URL, { sirenEnabled: 'yes' });
  expect(wrongType.json()).toEqual({ message: 'body.sirenEnabled must be boolean' });
  const unknownKey = await client.put(URL, { alertPreferences: { '20Phone': ['CONTACT1'] } });
  expect(unknownKey.statusCode).toBe(400);
  expect(unknownKey.json().message).toContain("'20Phone'");
  const unknownContact = await client.put(URL, { alertPreferences: { '20Sms': ['CONTACT7'] } });
  expect(unknownContact.statusCode).toBe(400);
  expect(unknownContact.json().message).toContain('CONTACT7');
  const empty = await client.put(URL, {});
  expect(empty.statusCode).toBe(400);
});

test('preferences PUT with invalid JSON is a 400', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await server().app.inject({
    method: 'PUT',
    url: URL,
    cookies: { gcc_session: client.sessionToken },
    headers: { 'content-type': 'application/json', 'x-csrf-token': client.csrfToken },
    payload: '{"sirenEnabled": tru',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^Invalid JSON body/);
});

test('a shared user can read but not change the preferences', async () => {
  const client = await signIn(server().app, 'shared-user');
  expect((await client.get(URL)).statusCode).toBe(200);
  expect((await client.put(URL, { sirenEnabled: false })).statusCode).toBe(403);
});
