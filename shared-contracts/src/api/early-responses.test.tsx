import { ERROR_MESSAGES } from '../constants/messages';
import { requestsOf, type ApiFixture } from '../testing/api-handlers';
import { setupApiServer } from '../testing/api-server';
import { configureApiClient, pageApiClient } from './client';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  dropEarlyResponses,
  earlyResponsesSucceeded,
  startEarlyGet,
} from './early-responses';
import { getFeatureFlags } from './features';
import { getLocations } from './locations';
import {
  FEATURES_PATH,
  SESSION_VERIFY_PATH,
  featureFlagsSearchParams,
  locationsPath,
} from './paths';
import { getSession } from './session';
import { recordStat } from './stats';
import { buildStatBody } from '../rules/stats';
import { setVsgState } from './vsg-state';
import { expectErrorReportsNamed } from 'shared-contracts/testing';
import { waitFor } from '@testing-library/react';

const expectReports = expectErrorReportsNamed();

// Its API client reset after each test also drops the early responses left unused.
const api = setupApiServer();

/** The page's API client, which the server's hooks configure and reset around each test. */
const pageApi = pageApiClient();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});

test('the first identical call uses the request started early instead of fetching again', async () => {
  fixture.csrfToken = 'early-token';
  const early = await startEarlyGet(SESSION_VERIFY_PATH, { csrfToken: null, readByCaller: true });
  expect(await early?.json()).toEqual({ user_id: 1001 });

  await expect(getSession(pageApi)).resolves.toEqual({ userId: 1001, csrfToken: 'early-token' });
  expect(pageApi.csrfToken).toBe('early-token');
  expect(requestsOf(fixture, 'getSession')).toHaveLength(1);

  // Once only: the next call fetches anew.
  await getSession(pageApi);
  expect(requestsOf(fixture, 'getSession')).toHaveLength(2);
});

test('the caller gets no copy of a response it does not read', async () => {
  await expect(startEarlyGet(locationsPath(1001), { csrfToken: null })).resolves.toBeUndefined();
  await expect(getLocations(pageApi, 1001)).resolves.toEqual(fixture.locations);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
});

test('early requests follow the request conventions and match calls with a query string', async () => {
  void startEarlyGet(FEATURES_PATH, {
    searchParams: featureFlagsSearchParams('Location', 'loc-1'),
    csrfToken: 'csrf-1',
  });
  await getFeatureFlags(pageApi, 'Location', 'loc-1');
  const [request, ...more] = requestsOf(fixture, 'getFeatureFlags');
  expect(more).toHaveLength(0);
  expect(request?.url).toBe(
    'http://localhost/api/features?principalDomain=Location&principal=loc-1',
  );
  expect(request?.headers['x-csrf-token']).toBe('csrf-1');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(request?.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('a call still in flight is awaited, not repeated', async () => {
  void startEarlyGet(locationsPath(1001), { csrfToken: 'csrf-1' });
  // No await in between: the app asks while the early request is on its way.
  await expect(getLocations(pageApi, 1001)).resolves.toEqual(fixture.locations);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
});

test('an early error answer is the answer: the session call still goes to sign-in', async () => {
  const onSessionUnauthorized = jest.fn();
  configureApiClient({ onSessionUnauthorized });
  fixture.failures.getSession = 401;
  void startEarlyGet(SESSION_VERIFY_PATH, { csrfToken: null });
  await expect(getSession(pageApi)).rejects.toMatchObject({
    message: ERROR_MESSAGES.userUnauthorized,
    status: 401,
  });
  expect(onSessionUnauthorized).toHaveBeenCalledTimes(1);
  expect(requestsOf(fixture, 'getSession')).toHaveLength(1);
  expectReports('User is unauthorized (http 401)');
});

test('an early request that failed on the network leaves the app to fetch for itself', async () => {
  const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  await expect(
    startEarlyGet(locationsPath(1001), { csrfToken: null, fetchImpl: offline }),
  ).resolves.toBeUndefined();
  await expect(getLocations(pageApi, 1001)).resolves.toEqual(fixture.locations);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
});

test('a write drops the early answers it may have made out of date', async () => {
  await startEarlyGet(locationsPath(1001), { csrfToken: null });
  await setVsgState(pageApi, 1001, 'loc-1', true);
  await getLocations(pageApi, 1001);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(2);
});

test('a statistic keeps them: the page view recorded before a page reads its data', async () => {
  await startEarlyGet(locationsPath(1001), { csrfToken: null });
  await recordStat(
    pageApi,
    1001,
    buildStatBody({ userId: 1001, action: 'page_view', pagePath: '/x' }),
  );
  await getLocations(pageApi, 1001);
  expect(requestsOf(fixture, 'recordStat')).toHaveLength(1);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
});

test('an early answer older than its lifetime is not used', async () => {
  const startedLongAgo = () => Date.now() - EARLY_RESPONSE_LIFETIME_MS - 1;
  await startEarlyGet(locationsPath(1001), { csrfToken: null, now: startedLongAgo });
  await getLocations(pageApi, 1001);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(2);
});

test('the early responses succeeded once every unused one has arrived with a 2xx status', async () => {
  await expect(earlyResponsesSucceeded()).resolves.toBe(true);
  void startEarlyGet(locationsPath(1001), { csrfToken: null });
  await expect(earlyResponsesSucceeded()).resolves.toBe(true);

  fixture.failures = { getSession: 500 };
  void startEarlyGet(SESSION_VERIFY_PATH, { csrfToken: null });
  await expect(earlyResponsesSucceeded()).resolves.toBe(false);
  // Used by the app, a failed one no longer counts.
  await getSession(pageApi).catch(() => undefined);
  await expect(earlyResponsesSucceeded()).resolves.toBe(true);
  expectReports('There was an error verifying the session (http 500)');
});

test('early requests go out ahead of the code the page preloads (high priority)', async () => {
  const inits: (RequestInit | undefined)[] = [];
  const fetchImpl: typeof fetch = (_url, init) => {
    inits.push(init);
    return Promise.resolve(new Response('{}'));
  };
  await startEarlyGet(SESSION_VERIFY_PATH, { csrfToken: null, fetchImpl });
  expect(inits).toEqual([expect.objectContaining({ priority: 'high' })]);
});

/** A response whose body arrives in `chunks` as it is read, telling how much was read. */
function streamedResponse(chunks: string[]): { response: Response; readChunks: () => number } {
  let read = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[read];
      if (chunk === undefined) {
        controller.close();
        return;
      }
      read += 1;
      controller.enqueue(encoder.encode(chunk));
    },
  });
  return { response: new Response(body), readChunks: () => read };
}

test('an early answer is read in as it arrives, before the app asks for it', async () => {
  // The network holds only a little of an unread body: a large list would wait for the app's code.
  const chunks = ['[{"locationId":"loc-1"}', ',{"locationId":"loc-2"}', ']'];
  const { response, readChunks } = streamedResponse(chunks);
  await startEarlyGet(locationsPath(1001), {
    csrfToken: null,
    fetchImpl: () => Promise.resolve(response),
  });
  await waitFor(() => expect(readChunks()).toBe(chunks.length));

  await expect(getLocations(pageApi, 1001)).resolves.toEqual([
    { locationId: 'loc-1' },
    { locationId: 'loc-2' },
  ]);
  expect(requestsOf(fixture, 'getLocations')).toHaveLength(0);
});

test('dropping the early answers stops the requests still under way', async () => {
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetchImpl: typeof fetch = (_url, init) => {
    signals.push(init?.signal);
    return new Promise<Response>(() => undefined);
  };
  void startEarlyGet(locationsPath(1001), { csrfToken: null, fetchImpl });
  expect(signals[0]?.aborted).toBe(false);
  dropEarlyResponses();
  expect(signals[0]?.aborted).toBe(true);
  // The app fetches for itself.
  await expect(getLocations(pageApi, 1001)).resolves.toEqual(fixture.locations);
});
