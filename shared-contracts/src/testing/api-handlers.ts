import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver, PathParams, RequestHandler } from 'msw';
import { FREE_TRIAL_MAX_DAYS } from '../constants/business';
import { isRecord } from '../internal/is-record';
import type { FeatureFlags } from '../constants/flags';
import type { EmergencyContact } from '../entities/contact';
import { DEVICE_TYPES } from '../entities/device';
import type { Device } from '../entities/device';
import type { Event, EventSummary, EventsPage, Timeseries } from '../entities/event';
import type { PrivateGuard } from '../entities/guard';
import type { Location } from '../entities/location';
import type { MonitoringStatus, VsgStatus } from '../entities/monitoring';
import { ALERT_CATEGORIES } from '../entities/alert-categories';
import type {
  AlertPreferenceKey,
  AlertPreferences,
  ContactValue,
  Preferences,
  PreferencesResponse,
} from '../entities/preferences';
import type { FeatureFlagsResponse } from '../entities/session';
import type { Subscription } from '../entities/subscription';
import { isEligibilityReason } from '../entities/user-status';
import type { UserLocationStatus, UserStatusResponse } from '../entities/user-status';
import {
  FIXTURE_USER_ID,
  buildContact,
  buildLocation,
  buildPreferencesResponse,
  buildSubscription,
  buildVsgStatus,
} from './builders';

/** Names of the calls of spec section 7, as the fetchers of `src/api` name them. */
export type ApiCallName =
  | 'getSession'
  | 'getFeatureFlags'
  | 'getLocations'
  | 'getSubscription'
  | 'getDevices'
  | 'subscribeDevice'
  | 'unsubscribeDevice'
  | 'getPreferences'
  | 'updatePreferences'
  | 'getContacts'
  | 'recordStat'
  | 'getMonitoringStatus'
  | 'getVsgStatus'
  | 'completeOnboardingForLocation'
  | 'completeOnboarding'
  | 'startFreeTrial'
  | 'cancelFreeTrial'
  | 'getEventHistory'
  | 'getEventSummary'
  | 'getEventTimeseries'
  | 'endAlarmPractice'
  | 'getVsgState'
  | 'setVsgState'
  | 'getUserStatus'
  | 'getGuard'
  | 'saveGuard'
  | 'removeGuard';

export interface RecordedRequest {
  call: ApiCallName;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  /** Whether the request outlives the page (fetch's keepalive). */
  keepalive: boolean;
}

/** A small mutable in-memory stand-in for the service, keyed by location id where per location. */
export interface ApiFixture {
  userId: number;
  /** false: the session call answers 401. */
  signedIn: boolean;
  csrfToken: string;
  flags: { user: FeatureFlags; locations: Record<string, FeatureFlags> };
  locations: Location[];
  /** By location id; absent = 404 (no subscription). */
  subscriptions: Record<string, Subscription>;
  /** Every device; filtered by `locationId`. */
  devices: Device[];
  /** By location id; absent = 404 ('Alert preferences not found'). */
  preferences: Record<string, PreferencesResponse>;
  /** By location id; absent = []. */
  contacts: Record<string, EmergencyContact[]>;
  /** By location id; absent = PROFESSIONAL. */
  monitoringStatus: Record<string, MonitoringStatus>;
  /** By location id; absent = active with no reasons. */
  vsgStatus: Record<string, VsgStatus>;
  /** By location id; absent = false. */
  paused: Record<string, boolean>;
  /** null: derived as sandbox-api does (the path user's own locations, their status reasons). */
  userStatus: UserLocationStatus[] | null;
  /** By location id; absent = 404. */
  guards: Record<string, PrivateGuard>;
  events: Event[];
  /** By location id; absent = zero counts. */
  eventSummaries: Record<string, EventSummary>;
  /** By user id; absent = empty. */
  timeseries: Record<string, Timeseries>;
  /** `POST .../onboarding` answers 425 this many times before succeeding. */
  onboardingTooEarly: number;
  /** Calls answered with this status instead. */
  failures: Partial<Record<ApiCallName, number>>;
  /** Every call received, in order. */
  requests: RecordedRequest[];
}

export function createApiFixture(overrides: Partial<ApiFixture> = {}): ApiFixture {
  const location = buildLocation();
  return {
    userId: FIXTURE_USER_ID,
    signedIn: true,
    csrfToken: 'csrf-fixture-token',
    flags: { user: {}, locations: {} },
    locations: [location],
    subscriptions: { [location.locationId]: buildSubscription() },
    devices: [],
    preferences: { [location.locationId]: buildPreferencesResponse() },
    contacts: { [location.locationId]: [buildContact()] },
    monitoringStatus: {},
    vsgStatus: {},
    paused: {},
    userStatus: null,
    guards: {},
    events: [],
    eventSummaries: {},
    timeseries: {},
    onboardingTooEarly: 0,
    failures: {},
    requests: [],
    ...overrides,
  };
}

function param(params: PathParams, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

const isContactValue = (value: unknown): value is ContactValue =>
  typeof value === 'string' && /^CONTACT\d+$/.test(value);

const isAlertPreferenceKey = (key: string): key is AlertPreferenceKey =>
  ALERT_CATEGORIES.some((category) =>
    category.methods.some((method) => `${category.id}${method}` === key),
  );

function toAlertPreferences(value: Record<string, unknown>): AlertPreferences {
  const result: AlertPreferences = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isAlertPreferenceKey(key) && Array.isArray(entry))
      result[key] = entry.filter(isContactValue);
  }
  return result;
}

const UPDATABLE_BOOLEANS = [
  'sirenEnabled',
  'automatedResponsesEnabled',
  'default',
  'serviceWorkerSms',
  'unknownPersonSms',
  'vsgModeStatusSms',
  'deliverySms',
] as const satisfies readonly (keyof Preferences)[];

const SECONDS_PER_DAY = 86_400;
/** Events a free trial includes: sandbox-api's figure (spec section 9 gives none). */
const TRIAL_EVENT_THRESHOLD = 50;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * MSW handlers for every call of spec section 7, backed by `fixture` (which they mutate: enrolling
 * a device, saving preferences, pausing, ...). `baseUrl` defaults to any origin (`*`).
 */
export function createApiHandlers(
  fixture: ApiFixture,
  options: { baseUrl?: string } = {},
): RequestHandler[] {
  const base = `${options.baseUrl ?? '*'}/api`;
  type Method = 'get' | 'post' | 'put' | 'delete';

  const route = (
    call: ApiCallName,
    method: Method,
    path: string,
    resolve: (input: {
      params: PathParams;
      url: URL;
      body: unknown;
    }) => Response | Promise<Response>,
  ): RequestHandler => {
    const resolver: HttpResponseResolver = async ({ request, params }) => {
      const text = method === 'get' ? '' : await request.clone().text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      fixture.requests.push({
        call,
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers.entries()),
        body,
        keepalive: request.keepalive,
      });
      const failure = fixture.failures[call];
      if (failure !== undefined) {
        return HttpResponse.json({ message: `fixture failure of ${call}` }, { status: failure });
      }
      return resolve({ params, url: new URL(request.url), body });
    };
    return http[method](`${base}${path}`, resolver);
  };

  const ok = (): Response => new HttpResponse(null, { status: 204 });
  const notFound = (): Response => HttpResponse.json({ message: 'Not found' }, { status: 404 });
  const conflict = (): Response =>
    HttpResponse.json({ message: 'No free trial to change' }, { status: 409 });
  const findLocation = (locationId: string): Location | undefined =>
    fixture.locations.find((location) => String(location.locationId) === locationId);

  // As sandbox-api derives it: the path user's own locations, the first eligibility reason of the
  // location's status (no entitlement when there is none), then paused, then disarmed.
  const userStatus = (userId: number): UserStatusResponse => ({
    locations:
      fixture.userStatus ??
      fixture.locations
        .filter((location) => location.ownerId === userId)
        .map((location): UserLocationStatus => {
          const entitled =
            fixture.subscriptions[location.locationId]?.entitlements.monitoring === true;
          const status = fixture.vsgStatus[location.locationId];
          const eligibilityReason =
            status?.details.reasons.find(isEligibilityReason) ??
            (entitled ? 'VSG_MONITORING_ELIGIBLE' : 'ENTITLEMENT_NOT_FOUND');
          const eligible = eligibilityReason === 'VSG_MONITORING_ELIGIBLE';
          const monitoringReason = !eligible
            ? 'INELIGIBLE'
            : fixture.paused[location.locationId] === true
              ? 'PAUSED'
              : status !== undefined &&
                  status.details.reasons.length === 0 &&
                  status.monitoring === 'INACTIVE'
                ? 'DISARMED'
                : 'ACTIVE';
          return {
            locationId: location.locationId,
            eligible,
            monitoring: monitoringReason === 'ACTIVE',
            monitoringReason,
            eligibilityReason,
          };
        }),
  });

  const neighborLocation = '/neighbors/:userId/locations/:locationId';

  return [
    route('getSession', 'get', '/neighbors/session/verify', () =>
      fixture.signedIn
        ? HttpResponse.json(
            { user_id: fixture.userId },
            { headers: { 'x-csrf-token': fixture.csrfToken } },
          )
        : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    ),
    route('getFeatureFlags', 'get', '/features', ({ url }) => {
      const domain = url.searchParams.get('principalDomain');
      const principal = url.searchParams.get('principal') ?? '';
      const flags =
        domain === 'Location' ? (fixture.flags.locations[principal] ?? {}) : fixture.flags.user;
      const body: FeatureFlagsResponse = {};
      for (const [name, enabled] of Object.entries(flags)) {
        if (enabled !== undefined) body[name] = { enabled };
      }
      return HttpResponse.json(body);
    }),
    route('getLocations', 'get', '/neighbors/:userId/locations', () =>
      HttpResponse.json(fixture.locations),
    ),
    route(
      'getSubscription',
      'get',
      '/subscription/:ownerId/locations/:locationId',
      ({ params }) => {
        const subscription = fixture.subscriptions[param(params, 'locationId')];
        return subscription === undefined ? notFound() : HttpResponse.json(subscription);
      },
    ),
    route('getDevices', 'get', `${neighborLocation}/devices`, ({ params }) =>
      HttpResponse.json(
        fixture.devices.filter(
          (device) => String(device.locationId) === param(params, 'locationId'),
        ),
      ),
    ),
    route('subscribeDevice', 'post', '/neighbors/:userId/devices', ({ body }) => {
      const doorbotId = isRecord(body) ? Number(body.doorbotId) : NaN;
      const device = fixture.devices.find((candidate) => candidate.doorbotId === doorbotId);
      if (device === undefined) return notFound();
      if (!device.stark_eligible || device.type === DEVICE_TYPES.BASE_STATION) {
        return HttpResponse.json({ message: 'Device is not eligible' }, { status: 400 });
      }
      device.starkEnrolled = true;
      device.value = true;
      return ok();
    }),
    route('unsubscribeDevice', 'delete', '/neighbors/:userId/devices/:doorbotId', ({ params }) => {
      const doorbotId = Number(param(params, 'doorbotId'));
      const device = fixture.devices.find((candidate) => candidate.doorbotId === doorbotId);
      if (device === undefined) return notFound();
      device.starkEnrolled = false;
      device.value = false;
      return ok();
    }),
    route('getPreferences', 'get', `${neighborLocation}/preferences`, ({ params }) => {
      const preferences = fixture.preferences[param(params, 'locationId')];
      return preferences === undefined ? notFound() : HttpResponse.json(preferences);
    }),
    route('updatePreferences', 'put', `${neighborLocation}/preferences`, ({ params, body }) => {
      const locationId = param(params, 'locationId');
      const current = fixture.preferences[locationId] ?? buildPreferencesResponse();
      const next: PreferencesResponse = { ...current };
      if (isRecord(body) && isRecord(body.preferences)) {
        const sent = body.preferences;
        const preferences = { ...current.preferences };
        for (const key of UPDATABLE_BOOLEANS) {
          const value = sent[key];
          if (typeof value === 'boolean') preferences[key] = value;
        }
        next.preferences = preferences;
      }
      if (isRecord(body) && isRecord(body.alertPreferences)) {
        const sent = toAlertPreferences(body.alertPreferences);
        const known = new Set(current.contacts.map((contact) => `CONTACT${contact.seqNum}`));
        if (Object.values(sent).some((values) => values.some((value) => !known.has(value)))) {
          return HttpResponse.json({ message: 'Unknown contact' }, { status: 400 });
        }
        next.alertPreferences = { ...current.alertPreferences, ...sent };
      }
      fixture.preferences[locationId] = next;
      return HttpResponse.json(next);
    }),
    route('getContacts', 'get', `${neighborLocation}/contacts`, ({ params }) =>
      HttpResponse.json(fixture.contacts[param(params, 'locationId')] ?? []),
    ),
    route('recordStat', 'post', '/stats/user/:userId/action', () => ok()),
    route('getMonitoringStatus', 'get', `${neighborLocation}/monitoring/status`, ({ params }) =>
      HttpResponse.json({
        status: fixture.monitoringStatus[param(params, 'locationId')] ?? 'PROFESSIONAL',
      }),
    ),
    route('getVsgStatus', 'get', `${neighborLocation}/status`, ({ params }) =>
      HttpResponse.json(fixture.vsgStatus[param(params, 'locationId')] ?? buildVsgStatus()),
    ),
    route(
      'completeOnboardingForLocation',
      'post',
      `${neighborLocation}/onboarding-complete`,
      ({ params }) => {
        // The user's record of a finished onboarding (as sandbox-api keeps it).
        const preferences = fixture.preferences[param(params, 'locationId')];
        if (preferences !== undefined && !preferences.preferences.onboardingComplete) {
          preferences.preferences = {
            ...preferences.preferences,
            onboardingComplete: true,
            onboardingCompleteTime: nowSeconds(),
          };
        }
        return ok();
      },
    ),
    route('completeOnboarding', 'post', `${neighborLocation}/onboarding`, ({ params }) => {
      if (fixture.onboardingTooEarly > 0) {
        fixture.onboardingTooEarly -= 1;
        return HttpResponse.json({ message: 'Too Early' }, { status: 425 });
      }
      const location = findLocation(param(params, 'locationId'));
      if (location !== undefined) location.onboardStatus = 'complete';
      return ok();
    }),
    route('startFreeTrial', 'post', `${neighborLocation}/entitlement`, ({ params }) => {
      const locationId = param(params, 'locationId');
      const now = nowSeconds();
      const current = fixture.subscriptions[locationId];
      if (current?.freeTrialStatus === 'ACTIVE') return ok();
      if (current?.freeTrialStatus !== 'AVAILABLE') return conflict();
      fixture.subscriptions[locationId] = {
        ...current,
        freeTrialStatus: 'ACTIVE',
        freeTrialStartedTimestamp: now,
        freeTrialExpirationTimestamp: now + FREE_TRIAL_MAX_DAYS * SECONDS_PER_DAY,
        overageCap: null,
        entitlements: {
          monitoring: true,
          overages_threshold: TRIAL_EVENT_THRESHOLD,
          overages_start_at: now,
          overages_enabled: false,
        },
      };
      return ok();
    }),
    route('cancelFreeTrial', 'delete', `${neighborLocation}/entitlement`, ({ params }) => {
      const locationId = param(params, 'locationId');
      const current = fixture.subscriptions[locationId];
      const cancelled =
        current?.freeTrialStatus === 'UNAVAILABLE' &&
        !current.entitlements.monitoring &&
        current.freeTrialStartedTimestamp !== null;
      if (cancelled) return ok();
      if (current?.freeTrialStatus !== 'ACTIVE') return conflict();
      fixture.subscriptions[locationId] = {
        ...current,
        freeTrialStatus: 'UNAVAILABLE',
        freeTrialExpirationTimestamp: nowSeconds(),
        entitlements: { ...current.entitlements, monitoring: false },
      };
      return ok();
    }),
    route('getEventHistory', 'get', '/neighbors/:userId/events/history', ({ params, url }) => {
      const query = url.searchParams;
      // The path user's events: none of a location the fixture gives another owner.
      const userId = Number(param(params, 'userId'));
      const ownerOf = new Map(
        fixture.locations.map((location) => [String(location.locationId), location.ownerId]),
      );
      const startTime = Number(query.get('startTime') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      const offset = Number(query.get('nextToken') ?? 0);
      const locationId = query.get('locationId');
      const types = query.get('resolutionTypes')?.split(',') ?? null;
      const matching = fixture.events
        .filter((event) => (ownerOf.get(String(event.location_id)) ?? userId) === userId)
        .filter((event) => event.timestamp >= startTime)
        .filter((event) => locationId === null || String(event.location_id) === locationId)
        .filter(
          (event) =>
            types === null ||
            (event.resolution_type !== null && types.includes(event.resolution_type)),
        )
        .sort((a, b) => b.timestamp - a.timestamp);
      const items = matching.slice(offset, offset + limit);
      const page: EventsPage = {
        items,
        count: items.length,
        nextToken: offset + limit < matching.length ? String(offset + limit) : null,
      };
      return HttpResponse.json(page);
    }),
    route('getEventSummary', 'get', `${neighborLocation}/events/summary`, ({ params }) => {
      const summary: EventSummary = fixture.eventSummaries[param(params, 'locationId')] ?? {
        resolvedEvents: { count: 0, resolutionTypes: [] },
        guardReviewed: { count: 0, percentage: 0 },
      };
      return HttpResponse.json(summary);
    }),
    route('getEventTimeseries', 'get', '/neighbors/:userId/events/timeseries', ({ params }) => {
      const timeseries: Timeseries = fixture.timeseries[param(params, 'userId')] ?? {
        items: [{ timeseries: [] }],
        count: 0,
      };
      return HttpResponse.json(timeseries);
    }),
    route('endAlarmPractice', 'post', `${neighborLocation}/endalarmpractice`, ({ params }) => {
      const locationId = param(params, 'locationId');
      if (fixture.monitoringStatus[locationId] === 'PRACTICE_MODE') {
        fixture.monitoringStatus[locationId] = 'PROFESSIONAL';
      }
      return ok();
    }),
    route('getVsgState', 'get', `${neighborLocation}/state`, ({ params }) =>
      HttpResponse.json({ paused: fixture.paused[param(params, 'locationId')] === true }),
    ),
    route('setVsgState', 'post', `${neighborLocation}/state`, ({ params, body }) => {
      const paused = isRecord(body) && body.pauseEnable === true;
      fixture.paused[param(params, 'locationId')] = paused;
      return HttpResponse.json({ paused });
    }),
    route('getUserStatus', 'get', '/neighbors/:userId/status', ({ params }) =>
      HttpResponse.json(userStatus(Number(param(params, 'userId')))),
    ),
    route('getGuard', 'get', `${neighborLocation}/guard`, ({ params }) => {
      const guard = fixture.guards[param(params, 'locationId')];
      return guard === undefined ? notFound() : HttpResponse.json(guard);
    }),
    route('saveGuard', 'put', `${neighborLocation}/guard`, ({ params, body }) => {
      if (
        !isRecord(body) ||
        typeof body.agencyName !== 'string' ||
        typeof body.phone !== 'string'
      ) {
        return HttpResponse.json({ message: 'Bad request' }, { status: 400 });
      }
      fixture.guards[param(params, 'locationId')] = {
        agencyName: body.agencyName,
        phone: body.phone,
        approved: false,
      };
      return ok();
    }),
    route('removeGuard', 'delete', `${neighborLocation}/guard`, ({ params }) => {
      const locationId = param(params, 'locationId');
      if (fixture.guards[locationId] === undefined) return notFound();
      Reflect.deleteProperty(fixture.guards, locationId);
      return ok();
    }),
  ];
}

/** The recorded requests of one call. */
export function requestsOf(fixture: ApiFixture, call: ApiCallName): RecordedRequest[] {
  return fixture.requests.filter((request) => request.call === call);
}
