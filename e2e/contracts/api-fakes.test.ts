/**
 * @jest-environment node
 */
import { isDeepStrictEqual } from 'node:util';
import { getResponse } from 'msw';
import { TEST_NOW, signIn, useTestServer } from 'sandbox-api/testing';
import type { Client } from 'sandbox-api/testing';
import type {
  Device,
  EmergencyContact,
  EventSummary,
  EventsPage,
  FeatureFlagsResponse,
  Location,
  MonitoringStatusResponse,
  PreferencesResponse,
  PrivateGuard,
  Subscription,
  Timeseries,
  VsgState,
  VsgStatus,
} from 'shared-contracts/entities';
import { createApiFixture, createApiHandlers } from 'shared-contracts/testing';
import type { ApiCallName, ApiFixture } from 'shared-contracts/testing';

// The API has two fakes: sandbox-api (the platform runs on it end to end) and the MSW handlers of
// shared-contracts/testing (every jest test runs on them). Each persona's sandbox state is loaded
// into an MSW fixture, then both answer the same requests: what the client reads must agree.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  method: Method;
  path: string;
  body?: unknown;
  /** 'outcome': the body is not relied on (platform.md section 4): every 2xx is the same answer. */
  compare?: 'answer' | 'outcome';
  /** History: also the following pages, each fake given its own token. */
  pages?: number;
}

interface Answer {
  status: number | '2xx';
  body: unknown;
}

const ORIGIN = 'http://localhost';

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The part of an answer the client relies on, the same for both fakes when they agree. */
function normalize(call: Call, status: number, body: unknown, csrf: string | null): Answer {
  const ok = status >= 200 && status < 300;
  if (!ok) {
    // Error messages are each fake's own; the client relies on the status and a JSON message.
    const hasMessage = typeof body === 'object' && body !== null && 'message' in body;
    return { status, body: hasMessage ? '{ message }' : body };
  }
  if (call.compare === 'outcome') return { status: '2xx', body: null };
  // History pages carry each fake's own token: only whether there is a next page is compared.
  if (typeof body === 'object' && body !== null && 'nextToken' in body) {
    return { status, body: { ...body, nextToken: body.nextToken === null ? null : '<token>' } };
  }
  // The session's CSRF token comes in a header.
  if (call.path.endsWith('/session/verify')) return { status, body: { body, csrf } };
  return { status, body };
}

/** The raw token of a history page, for asking the same fake for the next one. */
function nextTokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('nextToken' in body)) return null;
  return typeof body.nextToken === 'string' ? body.nextToken : null;
}

interface Asked {
  answer: Answer;
  next: string | null;
}

async function askSandbox(client: Client, call: Call): Promise<Asked> {
  const response = await client.request(call.method, call.path, call.body);
  const csrf = response.headers['x-csrf-token'];
  const body = parse(response.body);
  return {
    answer: normalize(call, response.statusCode, body, typeof csrf === 'string' ? csrf : null),
    next: nextTokenOf(body),
  };
}

async function askMsw(fixture: ApiFixture, call: Call): Promise<Asked> {
  const request = new Request(`${ORIGIN}${call.path}`, {
    method: call.method,
    headers: { 'content-type': 'application/json' },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const response = await getResponse(createApiHandlers(fixture, { baseUrl: ORIGIN }), request);
  if (response === undefined)
    return { answer: { status: 404, body: 'no MSW handler' }, next: null };
  const body = parse(await response.text());
  return {
    answer: normalize(call, response.status, body, response.headers.get('x-csrf-token')),
    next: nextTokenOf(body),
  };
}

async function getJson<T>(client: Client, path: string): Promise<T | undefined> {
  const response = await client.get(path);
  if (response.statusCode === 404) return undefined;
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  return response.json<T>();
}

async function mustGet<T>(client: Client, path: string): Promise<T> {
  const body = await getJson<T>(client, path);
  if (body === undefined) throw new Error(`${path}: 404`);
  return body;
}

const enabledOf = (flags: FeatureFlagsResponse): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flags).map(([name, { enabled }]) => [name, enabled]));

/** An MSW fixture holding what the sandbox holds for the signed-in persona. */
async function fixtureOf(client: Client): Promise<ApiFixture> {
  const user = client.userId;
  const session = await client.get('/api/neighbors/session/verify');
  const csrfToken = session.headers['x-csrf-token'];
  const locations = await mustGet<Location[]>(client, `/api/neighbors/${user}/locations`);
  const fixture = createApiFixture({
    userId: user,
    csrfToken: typeof csrfToken === 'string' ? csrfToken : '',
    locations,
    subscriptions: {},
    preferences: {},
    contacts: {},
    flags: {
      user: enabledOf(
        (await getJson<FeatureFlagsResponse>(
          client,
          `/api/features?principalDomain=Neighbor&principal=${user}`,
        )) ?? {},
      ),
      locations: {},
    },
  });
  for (const { locationId, ownerId } of locations) {
    const at = `/api/neighbors/${ownerId}/locations/${locationId}`;
    const flags = await getJson<FeatureFlagsResponse>(
      client,
      `/api/features?principalDomain=Location&principal=${locationId}`,
    );
    fixture.flags.locations[locationId] = enabledOf(flags ?? {});
    const subscription = await getJson<Subscription>(
      client,
      `/api/subscription/${ownerId}/locations/${locationId}`,
    );
    if (subscription) fixture.subscriptions[locationId] = subscription;
    fixture.devices.push(...((await getJson<Device[]>(client, `${at}/devices`)) ?? []));
    const preferences = await getJson<PreferencesResponse>(client, `${at}/preferences`);
    if (preferences) fixture.preferences[locationId] = preferences;
    fixture.contacts[locationId] = await mustGet<EmergencyContact[]>(client, `${at}/contacts`);
    const monitoring = await getJson<MonitoringStatusResponse>(client, `${at}/monitoring/status`);
    if (monitoring) fixture.monitoringStatus[locationId] = monitoring.status;
    const status = await getJson<VsgStatus>(client, `${at}/status`);
    if (status) fixture.vsgStatus[locationId] = status;
    fixture.paused[locationId] = (await getJson<VsgState>(client, `${at}/state`))?.paused === true;
    const guard = await getJson<PrivateGuard>(client, `${at}/guard`);
    if (guard) fixture.guards[locationId] = guard;
    // The summary counts events the history leaves out (guard reviewed): the fixture holds it.
    const summary = await getJson<EventSummary>(client, `${at}/events/summary`);
    if (summary) fixture.eventSummaries[locationId] = summary;
  }
  for (const ownerId of new Set(locations.map((location) => location.ownerId))) {
    // Every event the sandbox has (the MSW handlers filter and page them) and its time series.
    let token: string | null = '';
    while (token !== null) {
      const query: string = token === '' ? '' : `&nextToken=${encodeURIComponent(token)}`;
      const page: EventsPage = await mustGet<EventsPage>(
        client,
        `/api/neighbors/${ownerId}/events/history?limit=1000${query}`,
      );
      fixture.events.push(...page.items);
      token = page.nextToken;
    }
    const series = await getJson<Timeseries>(
      client,
      `/api/neighbors/${ownerId}/events/timeseries?interval=day`,
    );
    if (series) fixture.timeseries[String(ownerId)] = series;
  }
  return fixture;
}

const get = (path: string): Call => ({ method: 'GET', path });

const LOCATION_READS = [
  'devices',
  'preferences',
  'contacts',
  'monitoring/status',
  'status',
  'state',
  'guard',
  'events/summary',
];

/** Every read the MSW handlers serve, for the persona's locations as the sandbox lists them. */
function reads(fixture: ApiFixture): Call[] {
  const user = fixture.userId;
  const owned = fixture.locations.filter((location) => location.isOwner);
  return [
    get('/api/neighbors/session/verify'),
    get(`/api/features?principalDomain=Neighbor&principal=${user}`),
    get(`/api/neighbors/${user}/locations`),
    get(`/api/neighbors/${user}/status`),
    ...fixture.locations.flatMap(({ locationId, ownerId }): Call[] => {
      const at = `/api/neighbors/${ownerId}/locations/${locationId}`;
      return [
        get(`/api/features?principalDomain=Location&principal=${locationId}`),
        get(`/api/subscription/${ownerId}/locations/${locationId}`),
        ...LOCATION_READS.map((what) => get(`${at}/${what}`)),
        get(`/api/neighbors/${ownerId}/events/history?locationId=${locationId}&limit=5`),
      ];
    }),
    ...(owned.length === 0
      ? []
      : [
          get(`/api/neighbors/${user}/events/history`),
          { ...get(`/api/neighbors/${user}/events/history?limit=3`), pages: 3 },
          {
            ...get(`/api/neighbors/${user}/events/history?resolutionTypes=Passerby,Police&limit=4`),
            pages: 2,
          },
          get(`/api/neighbors/${user}/events/history?startTime=${TEST_NOW / 1000 - 86_400 * 7}`),
          get(`/api/neighbors/${user}/events/timeseries?interval=day`),
        ]),
  ];
}

const show = (value: unknown): string => (value === undefined ? 'absent' : JSON.stringify(value));

/** Where two answers differ, one line a leaf: `body[2].value: sandbox false, msw true`. */
function differences(path: string, sandbox: unknown, msw: unknown): string[] {
  if (isDeepStrictEqual(sandbox, msw)) return [];
  const bothObjects =
    typeof sandbox === 'object' && sandbox !== null && typeof msw === 'object' && msw !== null;
  if (!bothObjects || Array.isArray(sandbox) !== Array.isArray(msw)) {
    return [`${path}: sandbox ${show(sandbox)}, msw ${show(msw)}`];
  }
  const left = new Map(Object.entries(sandbox));
  const right = new Map(Object.entries(msw));
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  return keys.flatMap((key) =>
    differences(
      Array.isArray(sandbox) ? `${path}[${key}]` : `${path}.${key}`,
      left.get(key),
      right.get(key),
    ),
  );
}

/** Every call the MSW handlers serve (a compile error when one is missing here). */
const EVERY_CALL: Record<ApiCallName, true> = {
  getSession: true,
  getFeatureFlags: true,
  getLocations: true,
  getSubscription: true,
  getDevices: true,
  subscribeDevice: true,
  unsubscribeDevice: true,
  getPreferences: true,
  updatePreferences: true,
  getContacts: true,
  recordStat: true,
  getMonitoringStatus: true,
  getVsgStatus: true,
  completeOnboardingForLocation: true,
  completeOnboarding: true,
  startFreeTrial: true,
  cancelFreeTrial: true,
  getEventHistory: true,
  getEventSummary: true,
  getEventTimeseries: true,
  endAlarmPractice: true,
  getVsgState: true,
  setVsgState: true,
  getUserStatus: true,
  getGuard: true,
  saveGuard: true,
  removeGuard: true,
};
/** The calls compared so far, as the MSW handlers name them. */
const compared = new Set<string>();

/** Sends each call to both fakes in turn; answers each difference as a line naming the call. */
async function compare(client: Client, fixture: ApiFixture, calls: Call[]): Promise<string[]> {
  const found: string[] = [];
  for (const call of calls) {
    let sandbox = await askSandbox(client, call);
    let msw = await askMsw(fixture, call);
    const handled = fixture.requests.at(-1);
    if (handled !== undefined) compared.add(handled.call);
    for (let page = 1; ; page += 1) {
      const label = page === 1 ? call.path : `${call.path} (page ${page})`;
      for (const line of differences('', sandbox.answer, msw.answer)) {
        found.push(`${call.method} ${label} ${line}`);
      }
      if (page >= (call.pages ?? 1) || sandbox.next === null || msw.next === null) break;
      const next = (token: string): Call => ({
        ...call,
        path: `${call.path}&nextToken=${encodeURIComponent(token)}`,
      });
      sandbox = await askSandbox(client, next(sandbox.next));
      msw = await askMsw(fixture, next(msw.next));
    }
  }
  return found;
}

/** Changes an owner makes, each followed by the reads that show it. */
function ownerWrites(fixture: ApiFixture): Call[] {
  const user = fixture.userId;
  const [location] = fixture.locations;
  if (location === undefined) throw new Error('the persona has no location');
  const at = `/api/neighbors/${user}/locations/${location.locationId}`;
  const devices = fixture.devices.filter((device) => device.locationId === location.locationId);
  const enrolled = devices.find((device) => device.starkEnrolled);
  const enrollable = devices.find((device) => !device.starkEnrolled && device.stark_eligible);
  const baseStation = devices.find((device) => device.type === 'base_station');
  const subscribe = (device: Device): Call => {
    // The client sends the device without `value`.
    const payload = Object.fromEntries(Object.entries(device).filter(([key]) => key !== 'value'));
    return {
      method: 'POST',
      path: `/api/neighbors/${user}/devices`,
      body: { ...payload, userId: user },
      compare: 'outcome',
    };
  };
  const preferences = fixture.preferences[location.locationId]?.preferences;
  return [
    ...(enrollable ? [subscribe(enrollable), get(`${at}/devices`)] : []),
    ...(baseStation ? [subscribe(baseStation), get(`${at}/devices`)] : []),
    ...(enrolled
      ? [
          {
            method: 'DELETE' as const,
            path: `/api/neighbors/${user}/devices/${enrolled.doorbotId}`,
            compare: 'outcome' as const,
          },
          get(`${at}/devices`),
        ]
      : []),
    ...(preferences
      ? [
          {
            method: 'PUT' as const,
            path: `${at}/preferences`,
            body: {
              preferences: {
                sirenEnabled: !preferences.sirenEnabled,
                automatedResponsesEnabled: preferences.automatedResponsesEnabled,
                default: false,
                serviceWorkerSms: !preferences.serviceWorkerSms,
                unknownPersonSms: preferences.unknownPersonSms,
                vsgModeStatusSms: preferences.vsgModeStatusSms,
                deliverySms: preferences.deliverySms,
              },
              alertPreferences: { '30Sms': ['CONTACT1'] },
            },
          },
          get(`${at}/preferences`),
        ]
      : []),
    { method: 'POST', path: `${at}/state`, body: { pauseEnable: true } },
    get(`${at}/state`),
    get(`/api/neighbors/${user}/status`),
    {
      method: 'PUT',
      path: `${at}/guard`,
      body: { agencyName: 'Acme', phone: '5550100' },
      compare: 'outcome',
    },
    get(`${at}/guard`),
    { method: 'DELETE', path: `${at}/guard`, compare: 'outcome' },
    get(`${at}/guard`),
    {
      method: 'POST',
      path: `/api/stats/user/${user}/action`,
      body: { action: 'contract-test' },
      compare: 'outcome',
    },
    { method: 'POST', path: `${at}/endalarmpractice`, compare: 'outcome' },
    get(`${at}/monitoring/status`),
    { method: 'POST', path: `${at}/onboarding`, compare: 'outcome' },
    { method: 'POST', path: `${at}/onboarding-complete`, compare: 'outcome' },
    get(`${at}/preferences`),
    { method: 'POST', path: `${at}/entitlement`, compare: 'outcome' },
    get(`/api/subscription/${user}/locations/${location.locationId}`),
    { method: 'DELETE', path: `${at}/entitlement`, compare: 'outcome' },
    get(`/api/subscription/${user}/locations/${location.locationId}`),
    { method: 'POST', path: `${at}/entitlement`, compare: 'outcome' },
  ];
}

const server = useTestServer();

/** Personas that own their first location, so may change it; then one who only shares. */
const OWNERS = [
  'owner-complete',
  'trial-available',
  'practice-mode',
  'no-entitlements',
  'multi-location',
  'onboarding',
  'sos-setup',
  'hostile',
];
const PERSONAS = [...OWNERS, 'shared-user'];

/** Signs in as the persona before each test and loads its sandbox state into an MSW fixture. */
function usePersona(persona: string): () => { client: Client; fixture: ApiFixture } {
  let current: { client: Client; fixture: ApiFixture } | undefined;
  beforeEach(async () => {
    // Only Date is faked (both fakes read the sandbox's test clock); timers run as usual.
    jest.useFakeTimers({
      now: TEST_NOW,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const client = await signIn(server().app, persona);
    current = { client, fixture: await fixtureOf(client) };
  });
  afterEach(() => jest.useRealTimers());
  return () => {
    if (current === undefined) throw new Error(`${persona} is not signed in`);
    return current;
  };
}

describe.each(PERSONAS)('persona %s', (persona) => {
  const current = usePersona(persona);

  test('both fakes answer every read alike', async () => {
    const { client, fixture } = current();
    const calls = reads(fixture);
    expect(calls.length).toBeGreaterThan(10);
    expect(await compare(client, fixture, calls)).toEqual([]);
  });
});

describe.each(OWNERS)('owner %s', (persona) => {
  const current = usePersona(persona);

  test('both fakes take the changes alike', async () => {
    const { client, fixture } = current();
    const calls = ownerWrites(fixture);
    expect(calls.length).toBeGreaterThan(10);
    expect(await compare(client, fixture, calls)).toEqual([]);
  });
});

// Last in the file: what the personas above sent covers every call the MSW handlers serve.
test('every call the MSW handlers serve is compared', () => {
  const calls = Object.keys(EVERY_CALL);
  expect(calls.length).toBeGreaterThan(20);
  expect(calls.filter((call) => !compared.has(call))).toEqual([]);
});
