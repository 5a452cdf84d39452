import { setupApiServer } from '../testing/api-server';
import { expectErrorReportsNamed } from '../testing/error-reports';
import { FEATURE_FLAGS } from '../constants/flags';
import { ERROR_MESSAGES } from '../constants/messages';
import { STAT_ACTIONS } from '../constants/stats';
import { buildStatBody } from '../rules/stats';
import { requestsOf, type ApiCallName, type ApiFixture } from '../testing/api-handlers';
import {
  buildContact,
  buildDevice,
  buildEvent,
  buildGuard,
  buildPreferences,
  buildPreferencesResponse,
  buildSubscription,
  buildTimeseries,
} from '../testing/builders';
import { configureApiClient, pageApiClient } from './client';
import { getContacts } from './contacts';
import { getDevices, subscribeDevice, unsubscribeDevice } from './devices';
import { endAlarmPractice } from './end-alarm-practice';
import { cancelFreeTrial, startFreeTrial } from './entitlement';
import { getEventHistory } from './event-history';
import { getEventSummary } from './event-summary';
import { getEventTimeseries } from './event-timeseries';
import { getFeatureFlags } from './features';
import { getGuard, removeGuard, saveGuard } from './guard';
import { getLocations } from './locations';
import { fetchMonitoringStatus, getMonitoringStatus } from './monitoring-status';
import { completeOnboarding } from './onboarding';
import { completeOnboardingForLocation } from './onboarding-complete';
import { getPreferences, updatePreferences } from './preferences';
import { getSession } from './session';
import { recordStat } from './stats';
import { getSubscription } from './subscription';
import { getUserStatus } from './user-status';
import { getVsgState, setVsgState } from './vsg-state';
import { getVsgStatus } from './vsg-status';

const api = setupApiServer();

/** The page's API client, which the server's hooks configure and reset around each test. */
const pageApi = pageApiClient();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});

const expectReports = expectErrorReportsNamed();

const only = <T,>(list: T[]): T => {
  expect(list).toHaveLength(1);
  const [first] = list;
  if (first === undefined) throw new Error('missing');
  return first;
};

test('getFeatureFlags asks per domain and keeps known flags only', async () => {
  fixture.flags.user = { [FEATURE_FLAGS.PRIVATE_GUARD]: true, [FEATURE_FLAGS.SOS_SUPPORT]: false };
  fixture.flags.locations['loc-1'] = { [FEATURE_FLAGS.EVENT_OVERAGES]: true };
  await expect(getFeatureFlags(pageApi, 'Neighbor', 1001)).resolves.toEqual({
    'next-private-guard': true,
    'allow-sos-support': false,
  });
  await expect(getFeatureFlags(pageApi, 'Location', 'loc-1')).resolves.toEqual({
    'next-event-overages': true,
  });
  const urls = requestsOf(fixture, 'getFeatureFlags').map((request) => request.url);
  expect(urls).toEqual([
    'http://localhost/api/features?principalDomain=Neighbor&principal=1001',
    'http://localhost/api/features?principalDomain=Location&principal=loc-1',
  ]);
});

test('getSubscription reads the owner/location path', async () => {
  await expect(getSubscription(pageApi, 1001, 'loc-1')).resolves.toMatchObject({
    entitlements: { monitoring: true },
  });
  expect(only(requestsOf(fixture, 'getSubscription')).url).toBe(
    'http://localhost/api/subscription/1001/locations/loc-1',
  );
});

test('subscribeDevice posts the device without value plus userId; unsubscribe deletes by doorbotId', async () => {
  const device = buildDevice({ doorbotId: 7, value: true });
  fixture.devices = [device];
  await subscribeDevice(pageApi, 1001, device);
  const post = only(requestsOf(fixture, 'subscribeDevice'));
  expect(post.url).toBe('http://localhost/api/neighbors/1001/devices');
  expect(post.body).toEqual({ ...buildDevice({ doorbotId: 7 }), userId: 1001 });
  expect(post.body).not.toHaveProperty('value');
  await expect(getDevices(pageApi, 1001, 'loc-1')).resolves.toEqual([
    { ...device, starkEnrolled: true },
  ]);

  await unsubscribeDevice(pageApi, 1001, 7);
  const removal = only(requestsOf(fixture, 'unsubscribeDevice'));
  expect(removal.method).toBe('DELETE');
  expect(removal.url).toBe('http://localhost/api/neighbors/1001/devices/7');
  expect(fixture.devices[0]?.starkEnrolled).toBe(false);
});

test('updatePreferences sends { preferences without onboarding fields, alertPreferences }', async () => {
  fixture.preferences['loc-1'] = buildPreferencesResponse({
    contacts: [buildContact(), buildContact({ seqNum: 2 })],
  });
  const preferences = buildPreferences({ sirenEnabled: false });
  const answer = await updatePreferences(pageApi, 1001, 'loc-1', preferences, {
    '20Sms': ['CONTACT2'],
  });
  const put = only(requestsOf(fixture, 'updatePreferences'));
  expect(put.method).toBe('PUT');
  expect(put.body).toEqual({
    preferences: {
      sirenEnabled: false,
      automatedResponsesEnabled: false,
      default: true,
      serviceWorkerSms: false,
      unknownPersonSms: true,
      vsgModeStatusSms: true,
      deliverySms: false,
    },
    alertPreferences: { '20Sms': ['CONTACT2'] },
  });
  expect(answer.preferences.sirenEnabled).toBe(false);
  await expect(getPreferences(pageApi, 1001, 'loc-1')).resolves.toMatchObject({
    alertPreferences: { '20Sms': ['CONTACT2'] },
  });
});

test('updatePreferences failure reads the save-changes message', async () => {
  fixture.failures.updatePreferences = 500;
  await expect(
    updatePreferences(pageApi, 1001, 'loc-1', buildPreferences(), {}),
  ).rejects.toMatchObject({
    message: 'There was an error saving changes, please try again.',
  });
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test('getContacts and recordStat', async () => {
  await expect(getContacts(pageApi, 1001, 'loc-1')).resolves.toHaveLength(1);
  const body = buildStatBody({
    userId: 1001,
    locationId: 'loc-1',
    pagePath: '/locations/loc-1/devices',
    pageId: 'devices',
    action: STAT_ACTIONS.ENROLL_DEVICE,
    doorbotId: 7,
  });
  await recordStat(pageApi, 1001, body);
  const post = only(requestsOf(fixture, 'recordStat'));
  expect(post.url).toBe('http://localhost/api/stats/user/1001/action');
  // Sent with keepalive, so a statistic recorded just before leaving the page still arrives.
  expect(post.keepalive).toBe(true);
  expect(post.body).toEqual({
    neighborId: 1001,
    locationId: 'loc-1',
    pagePath: '/locations/loc-1/devices',
    pageId: 'devices',
    action: 'enroll_device',
    doorbotId: 7,
    version: '3.0.74',
  });
});

test('getMonitoringStatus resolves UNSUPPORTED on failure; fetchMonitoringStatus rejects', async () => {
  fixture.monitoringStatus['loc-1'] = 'SOS_OFF';
  await expect(getMonitoringStatus(pageApi, 1001, 'loc-1')).resolves.toBe('SOS_OFF');
  fixture.failures.getMonitoringStatus = 500;
  await expect(getMonitoringStatus(pageApi, 1001, 'loc-1')).resolves.toBe('UNSUPPORTED');
  await expect(fetchMonitoringStatus(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: ERROR_MESSAGES.monitoringStatus,
  });
  // The UNSUPPORTED read hides the failure, and still reports it.
  expectReports(
    `${ERROR_MESSAGES.monitoringStatus} (http 500)`,
    `${ERROR_MESSAGES.monitoringStatus} (http 500)`,
  );
});

test('getVsgStatus reads /status; endAlarmPractice posts /endalarmpractice', async () => {
  fixture.vsgStatus['loc-1'] = {
    status: 'INACTIVE',
    monitoring: 'INACTIVE',
    details: { reasons: ['PRACTICE_MODE'] },
  };
  await expect(getVsgStatus(pageApi, 1001, 'loc-1')).resolves.toMatchObject({
    details: { reasons: ['PRACTICE_MODE'] },
  });
  fixture.monitoringStatus['loc-1'] = 'PRACTICE_MODE';
  await endAlarmPractice(pageApi, 1001, 'loc-1');
  expect(only(requestsOf(fixture, 'endAlarmPractice')).url).toBe(
    'http://localhost/api/neighbors/1001/locations/loc-1/endalarmpractice',
  );
  await expect(getMonitoringStatus(pageApi, 1001, 'loc-1')).resolves.toBe('PROFESSIONAL');
  fixture.failures.endAlarmPractice = 500;
  await expect(endAlarmPractice(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: 'Failed ending alarm practice.',
  });
  expectReports('Failed ending alarm practice. (http 500)');
});

test("completeOnboardingForLocation posts onboarding-complete: the user's record of it", async () => {
  fixture.preferences['loc-1'] = buildPreferencesResponse({
    preferences: buildPreferences({ onboardingComplete: false, onboardingCompleteTime: null }),
  });
  await completeOnboardingForLocation(pageApi, 1001, 'loc-1');
  expect(only(requestsOf(fixture, 'completeOnboardingForLocation')).url).toBe(
    'http://localhost/api/neighbors/1001/locations/loc-1/onboarding-complete',
  );
  expect(fixture.preferences['loc-1']?.preferences.onboardingComplete).toBe(true);
});

test('startFreeTrial posts and cancelFreeTrial deletes the entitlement', async () => {
  fixture.subscriptions['loc-1'] = buildSubscription({
    freeTrialStatus: 'AVAILABLE',
    entitlements: { monitoring: false },
  });
  await startFreeTrial(pageApi, 1001, 'loc-1');
  expect(fixture.subscriptions['loc-1']?.freeTrialStatus).toBe('ACTIVE');
  await cancelFreeTrial(pageApi, 1001, 'loc-1');
  const [start, cancel] = fixture.requests;
  expect(start).toMatchObject({
    method: 'POST',
    url: 'http://localhost/api/neighbors/1001/locations/loc-1/entitlement',
  });
  expect(cancel).toMatchObject({ method: 'DELETE', url: start?.url });
  fixture.failures.cancelFreeTrial = 500;
  await expect(cancelFreeTrial(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: 'There was an error canceling the free trial',
  });
  expectReports('There was an error canceling the free trial (http 500)');
});

test('getEventHistory sends startTime, limit and the optional filters', async () => {
  fixture.events = [
    buildEvent({ timestamp: 2000, resolution_type: 'Police' }),
    buildEvent({ timestamp: 3000, resolution_type: 'Passerby' }),
    buildEvent({ timestamp: 1000, resolution_type: 'Fire' }),
  ];
  const page = await getEventHistory(pageApi, {
    userId: 1001,
    startTime: 500,
    limit: 1,
    locationId: 'loc-1',
    resolutionTypes: ['Medical', 'Fire', 'Police'],
  });
  // count is the page's, as sandbox-api answers it.
  expect(page).toEqual({ items: [fixture.events[0]], count: 1, nextToken: '1' });
  const url = new URL(only(requestsOf(fixture, 'getEventHistory')).url);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTime: '500',
    limit: '1',
    locationId: 'loc-1',
    resolutionTypes: 'Medical,Fire,Police',
  });
  const next = await getEventHistory(pageApi, {
    userId: 1001,
    startTime: 500,
    limit: 1,
    nextToken: '1',
    resolutionTypes: ['Medical', 'Fire', 'Police'],
  });
  expect(next).toEqual({ items: [fixture.events[2]], count: 1, nextToken: null });
});

test('getEventHistory defaults: 60 days back at start of day, page size 100', async () => {
  await getEventHistory(pageApi, { userId: 1001 });
  const url = new URL(only(requestsOf(fixture, 'getEventHistory')).url);
  expect(url.searchParams.get('limit')).toBe('100');
  const startTime = Number(url.searchParams.get('startTime'));
  const days = (Date.now() / 1000 - startTime) / 86_400;
  expect(days).toBeGreaterThanOrEqual(60);
  expect(days).toBeLessThan(61);
});

test('getEventSummary reads the location summary', async () => {
  await expect(getEventSummary(pageApi, 1001, 'loc-1')).resolves.toEqual({
    resolvedEvents: { count: 0, resolutionTypes: [] },
    guardReviewed: { count: 0, percentage: 0 },
  });
  fixture.failures.getEventSummary = 500;
  await expect(getEventSummary(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: 'There was an error getting event summary',
  });
  expectReports('There was an error getting event summary (http 500)');
});

test('getEventTimeseries: one call per owner, summed', async () => {
  fixture.timeseries['1'] = buildTimeseries([
    { startTime: 100, count: 1 },
    { startTime: 200, count: 2 },
  ]);
  fixture.timeseries['2'] = buildTimeseries([{ startTime: 200, count: 5 }]);
  await expect(getEventTimeseries(pageApi, { userIds: [1, 2, 2] })).resolves.toEqual({
    items: [
      {
        timeseries: [
          { startTime: 100, count: 1 },
          { startTime: 200, count: 7 },
        ],
      },
    ],
    count: 8,
  });
  const urls = requestsOf(fixture, 'getEventTimeseries').map((request) => request.url);
  expect(urls).toEqual([
    'http://localhost/api/neighbors/1/events/timeseries?interval=day',
    'http://localhost/api/neighbors/2/events/timeseries?interval=day',
  ]);
});

test('getEventTimeseries: location-specific accepts one user id; bad ids reject before any call', async () => {
  await getEventTimeseries(pageApi, {
    userIds: [1001],
    locationId: 'loc-1',
    resolutionTypes: ['Medical', 'Fire', 'Police'],
  });
  expect(only(requestsOf(fixture, 'getEventTimeseries')).url).toBe(
    'http://localhost/api/neighbors/1001/events/timeseries?interval=day&resolutionTypes=Medical%2CFire%2CPolice&locationId=loc-1',
  );
  await expect(
    getEventTimeseries(pageApi, { userIds: [1, 2], locationId: 'loc-1' }),
  ).rejects.toThrow(ERROR_MESSAGES.timeseriesSingleUser);
  await expect(getEventTimeseries(pageApi, { userIds: [] })).rejects.toThrow(
    ERROR_MESSAGES.timeseriesUserIds,
  );
  await expect(getEventTimeseries(pageApi, { userIds: [0] })).rejects.toThrow(
    ERROR_MESSAGES.timeseriesUserIds,
  );
  expect(requestsOf(fixture, 'getEventTimeseries')).toHaveLength(1);
});

test('getEventTimeseries failure messages: events vs emergencies', async () => {
  fixture.failures.getEventTimeseries = 500;
  await expect(getEventTimeseries(pageApi, { userIds: [1] })).rejects.toMatchObject({
    message: 'There was an error getting events timeseries',
  });
  await expect(
    getEventTimeseries(pageApi, { userIds: [1], resolutionTypes: ['Medical', 'Fire', 'Police'] }),
  ).rejects.toMatchObject({ message: 'There was an error getting emergencies timeseries' });
  expectReports(
    'There was an error getting events timeseries (http 500)',
    'There was an error getting emergencies timeseries (http 500)',
  );
});

test('getVsgState and setVsgState post pauseEnable', async () => {
  await expect(getVsgState(pageApi, 1001, 'loc-1')).resolves.toEqual({ paused: false });
  await expect(setVsgState(pageApi, 1001, 'loc-1', true)).resolves.toEqual({ paused: true });
  expect(only(requestsOf(fixture, 'setVsgState')).body).toEqual({ pauseEnable: true });
  await expect(getVsgState(pageApi, 1001, 'loc-1')).resolves.toEqual({ paused: true });
  fixture.failures.setVsgState = 500;
  await expect(setVsgState(pageApi, 1001, 'loc-1', false)).rejects.toMatchObject({
    message: 'Failed changing VSG State.',
  });
  fixture.failures.getVsgState = 500;
  await expect(getVsgState(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: 'Failed fetching VSG State.',
  });
  expectReports('Failed changing VSG State. (http 500)', 'Failed fetching VSG State. (http 500)');
});

test('getUserStatus lists each location status', async () => {
  await expect(getUserStatus(pageApi, 1001)).resolves.toEqual({
    locations: [
      {
        locationId: 'loc-1',
        eligible: true,
        monitoring: true,
        monitoringReason: 'ACTIVE',
        eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
      },
    ],
  });
});

test('saveGuard puts { agencyName, phone }; the guard is pending; removeGuard deletes', async () => {
  await saveGuard(pageApi, 1001, 'loc-1', buildGuard({ approved: true }));
  expect(only(requestsOf(fixture, 'saveGuard')).body).toEqual({
    agencyName: 'Acme Security',
    phone: '+12025550199',
  });
  await expect(getGuard(pageApi, 1001, 'loc-1')).resolves.toEqual(buildGuard({ approved: false }));
  await removeGuard(pageApi, 1001, 'loc-1');
  await expect(getGuard(pageApi, 1001, 'loc-1')).resolves.toBeNull();
  // No guard is a 404, read as null and still reported.
  expectReports('There was an error getting guard (http 404)');
  fixture.failures.saveGuard = 500;
  await expect(saveGuard(pageApi, 1001, 'loc-1', buildGuard())).rejects.toMatchObject({
    message: 'There was an error creating guard',
  });
  fixture.failures.removeGuard = 500;
  await expect(removeGuard(pageApi, 1001, 'loc-1')).rejects.toMatchObject({
    message: 'There was an error removing guard',
  });
  expectReports(
    'There was an error creating guard (http 500)',
    'There was an error removing guard (http 500)',
  );
});

test('a base URL override reaches the handlers of createApiHandlers too', async () => {
  configureApiClient({ baseUrl: 'http://127.0.0.1:3100' });
  await getContacts(pageApi, 1001, 'loc-1');
  expect(only(requestsOf(fixture, 'getContacts')).url).toBe(
    'http://127.0.0.1:3100/api/neighbors/1001/locations/loc-1/contacts',
  );
});

// Reports (spec section 8): each failure is reported, with its message, where it happens.

test.each<[string, ApiCallName, number, () => Promise<unknown>]>([
  [ERROR_MESSAGES.locations, 'getLocations', 500, () => getLocations(pageApi, 1001)],
  [
    ERROR_MESSAGES.monitoringStatus,
    'getMonitoringStatus',
    500,
    () => getMonitoringStatus(pageApi, 1001, 'loc-1'),
  ],
  [
    ERROR_MESSAGES.onboarding,
    'completeOnboarding',
    500,
    () => completeOnboarding(pageApi, 1001, 'loc-1'),
  ],
  [
    ERROR_MESSAGES.onboarding,
    'completeOnboardingForLocation',
    500,
    () => completeOnboardingForLocation(pageApi, 1001, 'loc-1'),
  ],
  [ERROR_MESSAGES.contacts, 'getContacts', 500, () => getContacts(pageApi, 1001, 'loc-1')],
  [ERROR_MESSAGES.preferences, 'getPreferences', 500, () => getPreferences(pageApi, 1001, 'loc-1')],
  [
    ERROR_MESSAGES.preferencesNotFound,
    'getPreferences',
    404,
    () => getPreferences(pageApi, 1001, 'loc-1'),
  ],
  [ERROR_MESSAGES.devices, 'getDevices', 500, () => getDevices(pageApi, 1001, 'loc-1')],
  [
    ERROR_MESSAGES.eventSummary,
    'getEventSummary',
    500,
    () => getEventSummary(pageApi, 1001, 'loc-1'),
  ],
  [ERROR_MESSAGES.events, 'getEventHistory', 500, () => getEventHistory(pageApi, { userId: 1001 })],
  [
    ERROR_MESSAGES.eventsTimeseries,
    'getEventTimeseries',
    500,
    () => getEventTimeseries(pageApi, { userIds: [1] }),
  ],
  [ERROR_MESSAGES.guard, 'getGuard', 500, () => getGuard(pageApi, 1001, 'loc-1')],
  [
    ERROR_MESSAGES.createGuard,
    'saveGuard',
    500,
    () => saveGuard(pageApi, 1001, 'loc-1', buildGuard()),
  ],
  [ERROR_MESSAGES.removeGuard, 'removeGuard', 500, () => removeGuard(pageApi, 1001, 'loc-1')],
  [
    ERROR_MESSAGES.cancelFreeTrial,
    'cancelFreeTrial',
    500,
    () => cancelFreeTrial(pageApi, 1001, 'loc-1'),
  ],
  [ERROR_MESSAGES.fetchVsgState, 'getVsgState', 500, () => getVsgState(pageApi, 1001, 'loc-1')],
  [
    ERROR_MESSAGES.changeVsgState,
    'setVsgState',
    500,
    () => setVsgState(pageApi, 1001, 'loc-1', true),
  ],
  [
    ERROR_MESSAGES.endAlarmPractice,
    'endAlarmPractice',
    500,
    () => endAlarmPractice(pageApi, 1001, 'loc-1'),
  ],
  [ERROR_MESSAGES.userUnauthorized, 'getSession', 401, () => getSession(pageApi)],
])('a failed call reports %j (%s answering %i)', async (message, call, status, run) => {
  fixture.failures[call] = status;
  // Some calls hide the failure (the monitoring status reads UNSUPPORTED): the report stays.
  await run().catch(() => undefined);
  expectReports(`${message} (http ${status})`);
});

test('a session without its access token reports it', async () => {
  fixture.csrfToken = '';
  await getSession(pageApi);
  expectReports(ERROR_MESSAGES.accessToken);
  fixture.csrfToken = 'csrf-fixture-token';
  await getSession(pageApi);
  expectReports();
});
