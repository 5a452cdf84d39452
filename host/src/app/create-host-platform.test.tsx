import { waitFor } from '@testing-library/react';
import { pageApiClient } from 'shared-contracts/api';
import type { StatBody } from 'shared-contracts/entities';
import type { RemotesRegistry } from 'shared-contracts/registry';
import {
  buildCurrentLocation,
  buildEnvironmentConfig,
  requestsOf,
  setupApiServer,
  type ApiFixture,
} from 'shared-contracts/testing';
import {
  createHostPlatform,
  createStatRecorder,
  type HostPlatformInput,
} from './create-host-platform';

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});

const registry: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: {
      entry: 'http://localhost:3001/remoteEntry.js',
      name: 'remote_settings',
      module: './app',
      mounts: ['/locations/:locationId/*'],
      flags: ['next-private-guard'],
      pages: [
        { id: 'alerts', path: '/locations/:locationId/alerts' },
        {
          id: 'private-guard',
          path: '/locations/:locationId/private-guard',
          flag: 'next-private-guard',
        },
      ],
    },
    dashboard: {
      entry: 'http://localhost:3003/remoteEntry.js',
      name: 'remote_dashboard',
      module: './app',
      mounts: ['/dashboard'],
      flags: ['next-dashboard-smb-customers'],
      pages: [{ id: 'dashboard', path: '/dashboard', flag: 'next-dashboard-smb-customers' }],
    },
  },
};

function platformWith(overrides: Partial<HostPlatformInput> = {}) {
  const browser = { assign: jest.fn(), open: jest.fn() };
  const authorize = jest.fn(async () => true);
  const navigate = jest.fn();
  const platform = createHostPlatform({
    session: { userId: 1001, csrfToken: 't' },
    flags: { 'next-private-guard': true, 'next-event-overages': false },
    registry: () => registry,
    location: buildCurrentLocation({ locationId: 'loc-1' }),
    environment: 'local',
    config: buildEnvironmentConfig(),
    mobileSession: false,
    isMobile: false,
    navigate,
    selectLocation: jest.fn(),
    authorize,
    currentPath: '/locations/loc-1/events-summary?tab=1',
    toast: jest.fn(),
    recordStat: jest.fn(),
    browser,
    ...overrides,
  });
  return { platform, browser, authorize, navigate };
}

test('flags: on only when the merged flags say true', () => {
  const { platform } = platformWith();
  expect(platform.isFlagOn('next-private-guard')).toBe(true);
  expect(platform.isFlagOn('next-event-overages')).toBe(false);
  expect(platform.isFlagOn('allow-sos-support')).toBe(false);
});

test('a page is on when a registered remote serves it and its declared flag is on', () => {
  const { platform } = platformWith();
  expect(platform.isPageOn('/locations/loc-1/alerts')).toBe(true);
  expect(platform.isPageOn('/locations/loc-1/private-guard')).toBe(true);
  // The dashboard's flag is off: the host's route would send it to /not-found.
  expect(platform.isPageOn('/dashboard')).toBe(false);
  expect(platform.isPageOn('/nowhere')).toBe(false);
  const withDashboard = platformWith({ flags: { 'next-dashboard-smb-customers': true } });
  expect(withDashboard.platform.isPageOn('/dashboard')).toBe(true);
  expect(withDashboard.platform.isPageOn('/locations/loc-1/private-guard')).toBe(false);
});

test('on the web, exits go to the account pages and links open in a new tab', () => {
  const { platform, browser } = platformWith();
  platform.exit();
  expect(browser.assign).toHaveBeenCalledWith('http://localhost:3100/account/monitoring-settings');
  platform.openExternal('contacts', { return_to: 'http://localhost:3000/' });
  expect(browser.open).toHaveBeenCalledWith(
    'http://localhost:3100/account/contacts?return_to=http%3A%2F%2Flocalhost%3A3000%2F',
  );
});

test('in a mobile session, exits go back to the app and links open in-app', () => {
  const { platform, browser } = platformWith({ mobileSession: true });
  expect(platform.isMobileSession).toBe(true);
  platform.exit();
  expect(browser.assign).toHaveBeenCalledWith('http://localhost:3100/app/deep-link');
  platform.openExternal('watchZones');
  expect(browser.assign).toHaveBeenLastCalledWith('http://localhost:3100/account/watch-zones');
  expect(browser.open).not.toHaveBeenCalled();
});

test('external pages follow the environment', () => {
  const { platform } = platformWith({ environment: 'prod' });
  expect(platform.externalUrl('billingPlans')).toBe(
    'https://account.guard.example/account/billing-plans',
  );
});

test("remotes get the environment's configuration, or null where it has none", () => {
  const config = buildEnvironmentConfig({ supportEmail: 'help@prod.example.test' });
  expect(platformWith({ environment: 'prod', config }).platform.config).toEqual(config);
  expect(platformWith({ environment: 'beta', config: null }).platform.config).toBeNull();
});

test('requestAuthorization opens the modal for the location in context, returning here by default', async () => {
  const { platform, authorize } = platformWith();
  await expect(platform.requestAuthorization()).resolves.toBe(true);
  expect(authorize).toHaveBeenCalledWith(
    'loc-1',
    '/locations/loc-1/events-summary?tab=1',
    undefined,
  );
  await platform.requestAuthorization({ returnPath: '/onboarding/loc-1/setup-complete' });
  expect(authorize).toHaveBeenLastCalledWith(
    'loc-1',
    '/onboarding/loc-1/setup-complete',
    undefined,
  );
  const none = platformWith({ location: null });
  await none.platform.requestAuthorization();
  expect(none.authorize).toHaveBeenCalledWith(
    null,
    '/locations/loc-1/events-summary?tab=1',
    undefined,
  );
});

test("requestAuthorization hands the modal the caller's steps before leaving", async () => {
  const { platform, authorize } = platformWith();
  const beforeLeaving = async () => undefined;
  await platform.requestAuthorization({ returnPath: '/onboarding/loc-1', beforeLeaving });
  expect(authorize).toHaveBeenLastCalledWith('loc-1', '/onboarding/loc-1', beforeLeaving);
});

test('navigate passes options through', () => {
  const { platform, navigate } = platformWith();
  platform.navigate('/locations', { replace: true });
  platform.navigate('/dashboard');
  expect(navigate.mock.calls).toEqual([
    ['/locations', { replace: true }],
    ['/dashboard', {}],
  ]);
});

test('statistics go through the stats call with the app version 3.0.74', async () => {
  const record = createStatRecorder({
    api: pageApiClient(),
    userId: 1001,
    pathname: '/locations/loc-1/devices',
    locationId: 'loc-1',
  });
  record({ action: 'click', pageId: 'devices-enroll', doorbotId: 42 });
  record({ action: 'page_view' });
  await waitFor(() => expect(requestsOf(fixture, 'recordStat')).toHaveLength(2));
  const bodies = requestsOf(fixture, 'recordStat').map((request) => request.body);
  expect(bodies).toEqual([
    {
      neighborId: 1001,
      locationId: 'loc-1',
      pagePath: '/locations/loc-1/devices',
      pageId: 'devices-enroll',
      action: 'click',
      doorbotId: 42,
      version: '3.0.74',
    },
    {
      neighborId: 1001,
      locationId: 'loc-1',
      pagePath: '/locations/loc-1/devices',
      pageId: '/locations/loc-1/devices',
      action: 'page_view',
      doorbotId: null,
      version: '3.0.74',
    },
  ]);
  expect(new URL(requestsOf(fixture, 'recordStat')[0]?.url ?? '').pathname).toBe(
    '/api/stats/user/1001/action',
  );
});

test('a failed stats call is only logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sent: StatBody[] = [];
  const record = createStatRecorder({
    api: pageApiClient(),
    userId: 1001,
    pathname: '/locations',
    locationId: null,
    sendStat: async (_userId, body) => {
      sent.push(body);
      throw new Error('stats down');
    },
  });
  record({ action: 'page_view' });
  await waitFor(() => expect(warn).toHaveBeenCalledWith('[stats] stats down'));
  expect(sent[0]?.locationId).toBeNull();
  warn.mockRestore();
});
