import {
  earlyResponsesSucceeded,
  getContacts,
  getDevices,
  getEventSummary,
  getFeatureFlags,
  getLocations,
  getPreferences,
  getSession,
  getSubscription,
  getUserStatus,
  getVsgState,
  getVsgStatus,
  pageApiClient,
} from 'shared-contracts/api';
import {
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  buildLocation,
  requestsOf,
  setupApiServer,
  type ApiFixture,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import type { RemotesRegistry } from 'shared-contracts/startup';
import { TEST_REGISTRY, testRegistry } from '../testing/test-registry';
import { requestRegistry } from '../federation/registry/fetch-registry';
import {
  ensureStartupRequests,
  startStartupRequests,
  startupRequestsStarted,
  userCallsStarted,
} from './startup-requests';
import type * as startupRequests from './startup-requests';

const expectReports = expectErrorReportsNamed();

type StartupRequestsModule = typeof startupRequests;

const api = setupApiServer();

/** The page's API client, which the server's hooks configure and reset around each test. */
const pageApi = pageApiClient();

const forgetRegistry = () => Reflect.deleteProperty(globalThis, Symbol.for('host.registry'));
/** Forgets this page load's start-up run, which both copies of the module share. */
const forgetStarted = () => Reflect.deleteProperty(globalThis, Symbol.for('host.startup-requests'));

/** The registry of this page load, as the start-up script asks for it beside the session. */
function serveRegistry(registry: RemotesRegistry | null) {
  forgetRegistry();
  void requestRegistry(() => Promise.resolve(registry));
}

beforeEach(() => serveRegistry(TEST_REGISTRY));
afterEach(forgetRegistry);

const calls = (fixture: ApiFixture) => fixture.requests.map((request) => request.call);

/** An address, as the start-up reads it once. */
const at = (pathname: string) => ({ pathname, search: '' });

/** What the app asks for on a location's settings page. */
async function appStartOnSettings(locationId: string, ownerId: number) {
  await getSession(pageApi);
  await getLocations(pageApi, FIXTURE_USER_ID);
  await getFeatureFlags(pageApi, 'Neighbor', FIXTURE_USER_ID);
  await getFeatureFlags(pageApi, 'Location', locationId);
  await getSubscription(pageApi, ownerId, locationId);
  await getVsgStatus(pageApi, ownerId, locationId);
  // The events summary page.
  await getVsgState(pageApi, ownerId, locationId);
  await getEventSummary(pageApi, ownerId, locationId);
}

test("on a location's settings page every start-up call is made once, before the app asks", async () => {
  const fixture = api.use();
  // What it learnt, for the app's first render to read the answers with (startup-prime).
  await expect(
    startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/events-summary`)),
  ).resolves.toEqual({
    userId: FIXTURE_USER_ID,
    location: { locationId: FIXTURE_LOCATION_ID, ownerId: FIXTURE_USER_ID, isOwner: true },
  });
  await appStartOnSettings(FIXTURE_LOCATION_ID, FIXTURE_USER_ID);

  expect(calls(fixture).sort()).toEqual(
    [
      'getSession',
      'getLocations',
      'getFeatureFlags',
      'getFeatureFlags',
      'getSubscription',
      'getVsgStatus',
      'getVsgState',
      'getEventSummary',
    ].sort(),
  );
  expect(calls(fixture)[0]).toBe('getSession');
  // Everything after the session carries its CSRF token.
  const [locations] = requestsOf(fixture, 'getLocations');
  expect(locations?.headers['x-csrf-token']).toBe('csrf-fixture-token');
});

test('the subscription of a location the user does not own is not requested', async () => {
  const shared = buildLocation({ locationId: 'loc-shared', ownerId: 2002, isOwner: false });
  const fixture = api.use({ locations: [shared] });
  await startStartupRequests(at('/locations/loc-shared/devices'));
  await getVsgStatus(pageApi, 2002, 'loc-shared');

  expect(requestsOf(fixture, 'getSubscription')).toHaveLength(0);
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(1);
});

test('onboarding reads the location but not the VSG status; other pages read no location', async () => {
  const onboarding = api.use();
  await startStartupRequests(at(`/onboarding/${FIXTURE_LOCATION_ID}`));
  await getSubscription(pageApi, FIXTURE_USER_ID, FIXTURE_LOCATION_ID);
  expect(requestsOf(onboarding, 'getSubscription')).toHaveLength(1);
  expect(requestsOf(onboarding, 'getVsgStatus')).toHaveLength(0);

  const selector = api.use();
  await startStartupRequests(at('/locations'));
  await getLocations(pageApi, FIXTURE_USER_ID);
  expect(calls(selector).sort()).toEqual(['getFeatureFlags', 'getLocations', 'getSession']);
});

test("the dashboard's status list starts with the start-up, alongside the locations, once", async () => {
  const fixture = api.use();
  await startStartupRequests(at('/dashboard'));
  // The app's own calls take the early answers.
  await getLocations(pageApi, FIXTURE_USER_ID);
  await getUserStatus(pageApi, FIXTURE_USER_ID);
  expect(calls(fixture).sort()).toEqual(
    ['getFeatureFlags', 'getLocations', 'getSession', 'getUserStatus'].sort(),
  );
  expect(requestsOf(fixture, 'getUserStatus')[0]?.headers['x-csrf-token']).toBe(
    'csrf-fixture-token',
  );
});

test('a session that is not signed in stops the start-up requests there', async () => {
  const fixture = api.use({ failures: { getSession: 401 } });
  await expect(
    startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/events-summary`)),
  ).resolves.toBeNull();
  expect(calls(fixture)).toEqual(['getSession']);
});

test('a location that is not in the list gets no location calls', async () => {
  const fixture = api.use();
  await expect(startStartupRequests(at('/locations/loc-unknown/events-summary'))).resolves.toEqual({
    userId: FIXTURE_USER_ID,
    location: null,
  });
  await getLocations(pageApi, FIXTURE_USER_ID);
  expect(requestsOf(fixture, 'getSubscription')).toHaveLength(0);
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(0);
});

test("the onboarding introduction's first calls start with the start-up, for the location's owner", async () => {
  const shared = buildLocation({ locationId: 'loc-shared', ownerId: 2002, isOwner: false });
  const fixture = api.use({ locations: [shared] });
  await startStartupRequests(at('/onboarding/loc-shared'));
  // The fixture has no preferences for it: an early error answer is the answer too.
  await Promise.allSettled([
    getDevices(pageApi, 2002, 'loc-shared'),
    getContacts(pageApi, 2002, 'loc-shared'),
    getPreferences(pageApi, 2002, 'loc-shared'),
  ]);
  for (const call of ['getDevices', 'getContacts', 'getPreferences'] as const) {
    const requests = requestsOf(fixture, call);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('/api/neighbors/2002/locations/loc-shared/');
  }
  expectReports('Alert preferences not found (http 404)');
});

const CONTACTS = 'neighbors/:ownerId/locations/:locationId/contacts';

test('the start-up starts the first calls a page declares in the registry', async () => {
  serveRegistry(
    testRegistry({
      settings: {
        pages: [{ id: 'alerts', path: '/locations/:locationId/alerts', requests: [CONTACTS] }],
      },
    }),
  );
  const fixture = api.use();
  await startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/alerts`));
  // The app's own call takes the early answer.
  await getContacts(pageApi, FIXTURE_USER_ID, FIXTURE_LOCATION_ID);
  const requests = requestsOf(fixture, 'getContacts');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url).toContain(
    `/api/neighbors/${FIXTURE_USER_ID}/locations/${FIXTURE_LOCATION_ID}/contacts`,
  );
  expect(requests[0]?.headers['x-csrf-token']).toBe('csrf-fixture-token');
});

test('a call the page no longer declares in the registry is not started', async () => {
  serveRegistry(
    testRegistry({
      settings: {
        pages: [{ id: 'devices', path: '/locations/:locationId/devices', requests: [CONTACTS] }],
      },
    }),
  );
  const fixture = api.use();
  await startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/devices`));
  await getContacts(pageApi, FIXTURE_USER_ID, FIXTURE_LOCATION_ID);
  await getVsgStatus(pageApi, FIXTURE_USER_ID, FIXTURE_LOCATION_ID);
  // Every early call not taken has answered, so each one made is recorded by now.
  await earlyResponsesSucceeded();
  expect(requestsOf(fixture, 'getContacts')).toHaveLength(1);
  expect(calls(fixture)).not.toContain('getDevices');
  expect(calls(fixture)).not.toContain('getVsgState');
  expect(calls(fixture)).not.toContain('getPreferences');
});

test("without a readable registry no address is resolved: the user's calls only", async () => {
  serveRegistry(null);
  const fixture = api.use();
  // Which page, and which location, the address names is the registry's to say: the page shows
  // the boundary (it cannot be known), and nothing of a location is asked for.
  await expect(
    startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/events-summary`)),
  ).resolves.toEqual({ userId: FIXTURE_USER_ID, location: null });
  await getLocations(pageApi, FIXTURE_USER_ID);
  // Every early call not taken has answered, so each one made is recorded by now.
  await earlyResponsesSucceeded();
  expect(calls(fixture).sort()).toEqual(['getSession', 'getLocations', 'getFeatureFlags'].sort());
});

describe("the user's calls, which the entry chunk's libraries wait for", () => {
  beforeEach(forgetStarted);
  afterEach(forgetStarted);

  test('are out once the session is read, before the locations list has answered', async () => {
    api.use();
    const asked: string[] = [];
    // The locations list never answers: the location's own calls wait for it.
    const fetchImpl: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(new URL(url).pathname);
      return url.includes(`/neighbors/${FIXTURE_USER_ID}/locations`)
        ? new Promise<Response>(() => undefined)
        : fetch(input, init);
    };
    const facts = startStartupRequests(at(`/locations/${FIXTURE_LOCATION_ID}/devices`), {
      fetchImpl,
    });
    let finished = false;
    void facts.then(() => (finished = true));

    await userCallsStarted();
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/neighbors/session/verify',
        `/api/neighbors/${FIXTURE_USER_ID}/locations`,
        '/api/features',
      ]),
    );
    expect(finished).toBe(false);
  });

  test('a session that is not signed in releases them at once, with no call after it', async () => {
    const fixture = api.use({ failures: { getSession: 401 } });
    void startStartupRequests(at('/dashboard'));
    await userCallsStarted();
    expect(calls(fixture)).toEqual(['getSession']);
  });

  test('before any start-up has run, nothing is waited for', async () => {
    await expect(userCallsStarted()).resolves.toBeUndefined();
  });
});

describe('two copies on the page: the start-up script and the entry chunk', () => {
  beforeEach(forgetStarted);
  afterEach(forgetStarted);

  test('whichever runs first starts the requests; the other and the app read its run', async () => {
    const fixture = api.use();
    const path = `/locations/${FIXTURE_LOCATION_ID}/devices`;
    const fromScript = ensureStartupRequests(at(path));
    let fromEntryChunk: Promise<unknown> | undefined;
    jest.isolateModules(() => {
      // A second copy of the module, as the entry chunk has its own.
      const copy = jest.requireActual<StartupRequestsModule>('./startup-requests');
      fromEntryChunk = copy.ensureStartupRequests(at(path));
    });

    expect(fromEntryChunk).toBe(fromScript);
    expect(startupRequestsStarted()).toBe(fromScript);
    await expect(fromScript).resolves.toMatchObject({ userId: FIXTURE_USER_ID });
    expect(requestsOf(fixture, 'getSession')).toHaveLength(1);
    expect(requestsOf(fixture, 'getLocations')).toHaveLength(1);
  });

  test('before either has run, the app reads no start-up facts', async () => {
    await expect(startupRequestsStarted()).resolves.toBeNull();
  });
});
