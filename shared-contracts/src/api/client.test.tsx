import { delay, http, HttpResponse } from 'msw';
import { setupApiServer } from '../testing/api-server';
import { expectErrorReportsNamed } from '../testing/error-reports';
import { ERROR_MESSAGES } from '../constants/messages';
import { requestsOf, type ApiFixture } from '../testing/api-handlers';
import { ApiError, getErrorMessage, isApiError } from './api-error';
import { configureApiClient, pageApiClient } from './client';
import { getDevices } from './devices';
import { getGuard } from './guard';
import { getLocations } from './locations';
import { completeOnboarding } from './onboarding';
import { getPreferences } from './preferences';
import { getSession } from './session';
import { getSubscription } from './subscription';

const api = setupApiServer();

/** The page's API client, which the server's hooks configure and reset around each test. */
const pageApi = pageApiClient();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});

const expectReports = expectErrorReportsNamed();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

test('every request carries x-trace-id, content-type and the csrf token of the session call', async () => {
  await getSession(pageApi);
  await getLocations(pageApi, 1001);
  const [request] = requestsOf(fixture, 'getLocations');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(request?.headers['x-csrf-token']).toBe('csrf-fixture-token');
  expect(request?.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request?.url).toBe('http://localhost/api/neighbors/1001/locations');
});

test('the session call stores the x-csrf-token response header and returns the user id', async () => {
  fixture.csrfToken = 'token-from-header';
  await expect(getSession(pageApi)).resolves.toEqual({
    userId: 1001,
    csrfToken: 'token-from-header',
  });
  expect(pageApi.csrfToken).toBe('token-from-header');
});

test('each request gets a fresh trace id', async () => {
  await getLocations(pageApi, 1001);
  await getLocations(pageApi, 1001);
  await getDevices(pageApi, 1001, 'loc-1');
  const ids = fixture.requests.map((request) => request.headers['x-trace-id']);
  expect(ids).toHaveLength(3);
  expect(new Set(ids).size).toBe(3);
});

test('the csrf token set by setCsrfToken is sent', async () => {
  pageApi.setCsrfToken('manual');
  await getLocations(pageApi, 1001);
  expect(fixture.requests[0]?.headers['x-csrf-token']).toBe('manual');
});

test('401 on the session call calls onSessionUnauthorized, not onUnauthorized', async () => {
  const onUnauthorized = jest.fn();
  const onSessionUnauthorized = jest.fn();
  configureApiClient({ onUnauthorized, onSessionUnauthorized });
  fixture.signedIn = false;
  const error = await rejection(getSession(pageApi));
  expect(error).toMatchObject({ status: 401, kind: 'http', message: 'User is unauthorized' });
  expect(onSessionUnauthorized).toHaveBeenCalledTimes(1);
  expect(onUnauthorized).not.toHaveBeenCalled();
  expectReports('User is unauthorized (http 401)');
});

test('400 on the session call also calls onSessionUnauthorized', async () => {
  const onSessionUnauthorized = jest.fn();
  configureApiClient({ onSessionUnauthorized });
  fixture.failures.getSession = 400;
  await rejection(getSession(pageApi));
  expect(onSessionUnauthorized).toHaveBeenCalledTimes(1);
  expectReports('User is unauthorized (http 400)');
});

test('401 on any other call calls onUnauthorized; 400 there does not', async () => {
  const onUnauthorized = jest.fn();
  const onSessionUnauthorized = jest.fn();
  configureApiClient({ onUnauthorized, onSessionUnauthorized });
  fixture.failures.getDevices = 401;
  const error = await rejection(getDevices(pageApi, 1001, 'loc-1'));
  expect(error).toMatchObject({ status: 401, message: ERROR_MESSAGES.devices });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  fixture.failures.getDevices = 400;
  await rejection(getDevices(pageApi, 1001, 'loc-1'));
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  expect(onSessionUnauthorized).not.toHaveBeenCalled();
  expectReports(
    'There was an error getting devices (http 401)',
    'There was an error getting devices (http 400)',
  );
});

test('POST onboarding answered 425 is retried 5 times, then fails with the onboarding message', async () => {
  fixture.onboardingTooEarly = 100;
  const error = await rejection(completeOnboarding(pageApi, 1001, 'loc-1'));
  expect(error).toMatchObject({ status: 425, kind: 'http', message: ERROR_MESSAGES.onboarding });
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(6);
  // Once, for the call: not once per attempt.
  expectReports('There was an error completing the onboarding (http 425)');
});

test('POST onboarding succeeds after two 425 answers, with a fresh trace id per attempt', async () => {
  fixture.onboardingTooEarly = 2;
  await expect(completeOnboarding(pageApi, 1001, 'loc-1')).resolves.toBeUndefined();
  const attempts = requestsOf(fixture, 'completeOnboarding');
  expect(attempts).toHaveLength(3);
  expect(new Set(attempts.map((attempt) => attempt.headers['x-trace-id'])).size).toBe(3);
  expect(fixture.locations[0]?.onboardStatus).toBe('complete');
});

test('POST onboarding is not retried on a network failure or another status: it fails at once', async () => {
  let attempts = 0;
  const onboardingPath = '*/api/neighbors/:userId/locations/:locationId/onboarding';
  api.server.use(
    http.post(onboardingPath, () => {
      attempts += 1;
      return HttpResponse.error();
    }),
  );
  const lost = await rejection(completeOnboarding(pageApi, 1001, 'loc-1'));
  expect(lost).toMatchObject({ kind: 'network', message: ERROR_MESSAGES.onboarding });
  expect(attempts).toBe(1);

  api.server.use(
    http.post(onboardingPath, () => {
      attempts += 1;
      return HttpResponse.json({ message: 'down' }, { status: 503 });
    }),
  );
  const failed = await rejection(completeOnboarding(pageApi, 1001, 'loc-1'));
  expect(failed).toMatchObject({ status: 503, kind: 'http', message: ERROR_MESSAGES.onboarding });
  expect(attempts).toBe(2);
  expectReports(
    'There was an error completing the onboarding (network null)',
    'There was an error completing the onboarding (http 503)',
  );
});

test('the 425 retry waits with exponential backoff from the configured base', async () => {
  configureApiClient({ retryDelayBaseMs: 20 });
  fixture.onboardingTooEarly = 3;
  const started = Date.now();
  await completeOnboarding(pageApi, 1001, 'loc-1');
  // 20 + 40 + 80 ms
  expect(Date.now() - started).toBeGreaterThanOrEqual(130);
});

test('other calls are never retried', async () => {
  fixture.failures.getLocations = 503;
  await rejection(getLocations(pageApi, 1001));
  fixture.failures.getDevices = 425;
  await rejection(getDevices(pageApi, 1001, 'loc-1'));
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
  expect(requestsOf(fixture, 'getDevices')).toHaveLength(1);
  expectReports(
    'There was an error getting locations (http 503)',
    'There was an error getting devices (http 425)',
  );
});

test('failures carry the spec message of the call', async () => {
  fixture.failures.getLocations = 500;
  expect(await rejection(getLocations(pageApi, 1001))).toMatchObject({
    status: 500,
    kind: 'http',
    message: 'There was an error getting locations',
  });
  fixture.failures.getDevices = 500;
  expect(getErrorMessage(await rejection(getDevices(pageApi, 1001, 'loc-1')))).toBe(
    'There was an error getting devices',
  );
  expectReports(
    'There was an error getting locations (http 500)',
    'There was an error getting devices (http 500)',
  );
});

test('preferences: 404 reads "Alert preferences not found", other failures the preferences message', async () => {
  fixture.preferences = {};
  expect(await rejection(getPreferences(pageApi, 1001, 'loc-1'))).toMatchObject({
    status: 404,
    message: 'Alert preferences not found',
  });
  fixture.failures.getPreferences = 500;
  expect(await rejection(getPreferences(pageApi, 1001, 'loc-1'))).toMatchObject({
    status: 500,
    message: 'There was an error getting the user preferences',
  });
  expectReports(
    'Alert preferences not found (http 404)',
    'There was an error getting the user preferences (http 500)',
  );
});

test('404 on the subscription and guard calls resolves null', async () => {
  fixture.subscriptions = {};
  await expect(getSubscription(pageApi, 1001, 'loc-1')).resolves.toBeNull();
  await expect(getGuard(pageApi, 1001, 'loc-1')).resolves.toBeNull();
  // Resolved null, and still reported (report-error.ts).
  expectReports(
    'There was an error getting the subscription (http 404)',
    'There was an error getting guard (http 404)',
  );
  fixture.failures.getGuard = 500;
  expect(await rejection(getGuard(pageApi, 1001, 'loc-1'))).toMatchObject({
    message: 'There was an error getting guard',
  });
  expectReports('There was an error getting guard (http 500)');
});

test('a network failure becomes kind network with the call message', async () => {
  api.server.use(http.get('*/api/neighbors/:userId/locations', () => HttpResponse.error()));
  expect(await rejection(getLocations(pageApi, 1001))).toMatchObject({
    status: null,
    kind: 'network',
    message: ERROR_MESSAGES.locations,
  });
  expectReports('There was an error getting locations (network null)');
});

test('a timeout becomes kind timeout with the call message', async () => {
  configureApiClient({ timeoutMs: 30 });
  api.server.use(
    http.get('*/api/neighbors/:userId/locations', async () => {
      await delay(150);
      return HttpResponse.json([]);
    }),
  );
  expect(await rejection(getLocations(pageApi, 1001))).toMatchObject({
    status: null,
    kind: 'timeout',
    message: ERROR_MESSAGES.locations,
  });
  expectReports('There was an error getting locations (timeout null)');
});

test('configureApiClient can point the /api prefix at another origin', async () => {
  configureApiClient({ baseUrl: 'http://api.test:3100' });
  api.server.use(
    http.get('http://api.test:3100/api/neighbors/:userId/locations', () =>
      HttpResponse.json([{ locationId: 'remote' }]),
    ),
  );
  await expect(getLocations(pageApi, 7)).resolves.toEqual([{ locationId: 'remote' }]);
});

test('getErrorMessage reads any thrown value', () => {
  expect(getErrorMessage(new ApiError({ status: 500, kind: 'http', message: 'm' }))).toBe('m');
  expect(getErrorMessage(new Error('plain'))).toBe('plain');
  expect(getErrorMessage('text')).toBe('text');
  expect(getErrorMessage({ message: 'object' })).toBe('object');
  expect(getErrorMessage(undefined)).toBe(ERROR_MESSAGES.unknown);
  expect(getErrorMessage(42)).toBe(ERROR_MESSAGES.unknown);
});
