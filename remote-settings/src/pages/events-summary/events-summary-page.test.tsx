import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'app-router';
import {
  type CurrentLocation,
  type EventSummary,
  type VsgReason,
  type WireResolutionType,
  WIRE_RESOLUTION_TYPES,
} from 'shared-contracts/entities';
import { GEOFENCE_DIALOG_CLOSED_KEY, type FeatureFlags } from 'shared-contracts/constants';
import {
  buildCurrentLocation,
  buildEventSummary,
  buildSubscription,
  buildVsgStatus,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  type FakePlatformOptions,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from '../../testing/render';
import { EventsSummaryPage } from './events-summary-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** 2024-01-15T12:00:00Z */
const CYCLE_START = 1_705_320_000;

function locationWith(
  entitlements: { threshold?: number; enabled?: boolean } = {},
  overageCap: number | null = null,
  owner = true,
): CurrentLocation {
  return buildCurrentLocation(
    { isOwner: owner },
    buildSubscription({
      overageCap,
      entitlements: {
        overages_threshold: entitlements.threshold ?? 100,
        overages_enabled: entitlements.enabled ?? false,
        overages_start_at: CYCLE_START,
      },
    }),
  );
}

function summaryOf(
  count: number,
  types: Partial<Record<WireResolutionType, number>> = {},
): EventSummary {
  return buildEventSummary({
    resolvedEvents: {
      count,
      resolutionTypes: WIRE_RESOLUTION_TYPES.filter((type) => types[type] !== undefined).map(
        (type) => ({ resolutionType: type, count: types[type] ?? 0 }),
      ),
    },
  });
}

interface SetupOptions {
  flags?: FeatureFlags;
  location?: CurrentLocation;
  summary?: EventSummary;
  reason?: VsgReason;
  armed?: boolean;
  paused?: boolean;
  platform?: FakePlatformOptions;
  fixture?: Partial<ApiFixture>;
}

function setup(options: SetupOptions = {}) {
  const location = options.location ?? locationWith();
  const fixture = api.use({
    eventSummaries: { [location.locationId]: options.summary ?? summaryOf(6, { Passerby: 6 }) },
    vsgStatus: {
      [location.locationId]: buildVsgStatus({
        status: options.reason ? 'INACTIVE' : 'ACTIVE',
        monitoring: options.reason || options.armed === false ? 'INACTIVE' : 'ACTIVE',
        details: { reasons: options.reason ? [options.reason] : [] },
      }),
    },
    paused: { [location.locationId]: options.paused === true },
    ...options.fixture,
  });
  const platform = createFakePlatform({
    location,
    flags: options.flags ?? {},
    ...options.platform,
  });
  const path = `/locations/${location.locationId}/events-summary`;
  const view = renderWithProviders(
    <Routes>
      <Route path="/locations/:locationId/events-summary" element={<EventsSummaryPage />} />
      {/* Where its buttons lead belongs to other pages; the router need not warn of them. */}
      <Route path="*" element={null} />
    </Routes>,
    { platform, route: path },
  );
  return { ...view, fixture, location };
}

// The plain view and the cards

test('shows the plain event summary and a card per resolution type plus guard reviewed', async () => {
  setup({
    summary: buildEventSummary({
      resolvedEvents: {
        count: 7,
        resolutionTypes: [
          { resolutionType: 'Passerby', count: 4 },
          { resolutionType: 'RequireAttention', count: 1 },
          { resolutionType: 'UnknownPerson', count: 2 },
        ],
      },
      guardReviewed: { count: 3, percentage: 30 },
    }),
  });

  expect(screen.getByRole('heading', { name: 'Virtual Security Guard', level: 1 })).toBeVisible();
  expect(await screen.findByText('Event Summary: 7 events, since 01/15/2024')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  // RequireAttention is merged into Unknown Person.
  expect(screen.getByLabelText('Unknown Person events')).toHaveTextContent('3');
  expect(screen.getByLabelText('Passerby events')).toHaveTextContent('4');
  expect(screen.getByLabelText('Guard Reviewed events')).toHaveTextContent('3');
  // Each card has its description and icon.
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('A person passed by without approaching your property.');
  // eslint-disable-next-line testing-library/no-node-access -- an aria-hidden icon has no role or name
  expect(cards[0]?.querySelector('[data-icon="passerby"]')).not.toBeNull();
  expect(cards[2]).toHaveTextContent('Events a guard reviewed that needed no other action.');
  expect(screen.queryByText(/^Event Count Since/)).not.toBeInTheDocument();
});

test('a failed summary shows the spec message with a retry', async () => {
  const { user, fixture } = setup({ fixture: { failures: { getEventSummary: 500 } } });
  expect(await screen.findByText('There was an error getting event summary')).toBeVisible();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  expectReports('There was an error getting event summary (http 500)');
});

// The overages view

test('overages: Event Count Since DD-MMMM, progress, Extra Events On with Manage, extras of cap', async () => {
  const { user, platform } = setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 100, enabled: true }, 50),
    summary: summaryOf(120, { Passerby: 120 }),
  });
  expect(await screen.findByText('Event Count Since 15-January')).toBeVisible();
  expect(screen.queryByText(/^Event Summary:/)).not.toBeInTheDocument();
  const progress = screen.getByRole('progressbar', { name: 'Monitored events' });
  expect(progress).toHaveAttribute('aria-valuenow', '100');
  expect(progress).not.toHaveAttribute('data-negative');
  expect(screen.getByText('120 / 100 events')).toBeVisible();
  expect(
    screen.getByText('Your event count resets at the start of each billing cycle.'),
  ).toBeVisible();
  expect(screen.getByText('Extra Events: On')).toBeVisible();
  expect(screen.getByText('Extra Events: 20 of 50')).toBeVisible();
  expect(screen.getByText('$0.99 per event')).toBeVisible();
  expect(screen.queryByText('Service inactive')).not.toBeInTheDocument();
  expect(screen.queryByText('Virtual Security Guard Event Limit Reached')).not.toBeInTheDocument();

  const manage = screen.getByRole('link', { name: 'Manage' });
  expect(manage).toHaveAttribute('href', 'https://account.example.test/billingPlans');
  await user.click(manage);
  expect(platform.calls.openExternal).toEqual([{ page: 'billingPlans', params: undefined }]);
});

test('overages: extra events without a cap read (no limit set)', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 100, enabled: true }, null),
    summary: summaryOf(130),
  });
  expect(await screen.findByText('Extra Events: 30 (no limit set)')).toBeVisible();
});

test('overages: the percentage is floored against the threshold', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 30, enabled: false }),
    summary: summaryOf(10),
  });
  const progress = await screen.findByRole('progressbar', { name: 'Monitored events' });
  expect(progress).toHaveAttribute('aria-valuenow', '33');
});

test('overages: over the threshold with Extra Events off is inactive with the limit warning', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 20, enabled: false }),
    summary: summaryOf(25),
    reason: 'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  });
  expect(await screen.findByText('Extra Events: Off')).toBeVisible();
  expect(screen.queryByText(/^Extra Events: \d/)).not.toBeInTheDocument();
  expect(screen.getByText('Service inactive')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Monitored events' })).toHaveAttribute(
    'data-negative',
  );
  expect(screen.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  expect(
    screen.getByText(
      "Guard monitoring is off because you've reached your limit of 20 monitored events. Opt in to Extra Events to continue monitoring, or your service will resume on your next billing cycle.",
    ),
  ).toBeVisible();
});

test('overages: no threshold in the subscription (0) is no limit while the service monitors', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 0, enabled: false }),
    summary: summaryOf(12),
  });
  expect(await screen.findByText('12 events')).toBeVisible();
  await screen.findByText('Mode Status');
  expect(await screen.findByText('Active')).toBeVisible();
  expect(screen.queryByText('Service inactive')).not.toBeInTheDocument();
  expect(screen.queryByText(/limit of 0 monitored events/)).not.toBeInTheDocument();
  expect(screen.queryByText('Virtual Security Guard Event Limit Reached')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Monitored events' })).not.toHaveAttribute(
    'data-negative',
  );
});

test('overages: the count at the threshold with Extra Events off reaches the limit before the service says so', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 20, enabled: false }),
    summary: summaryOf(20),
  });
  expect(await screen.findByText('20 / 20 events')).toBeVisible();
  expect(await screen.findByText('Service inactive')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Monitored events' })).toHaveAttribute(
    'data-negative',
  );
  expect(screen.getByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  expect(screen.getByText(/reached your limit of 20 monitored events/)).toBeVisible();
});

test('overages: the count at threshold + cap with Extra Events on reaches the limit with the cap', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 100, enabled: true }, 50),
    summary: summaryOf(150),
  });
  expect(await screen.findByText('Service inactive')).toBeVisible();
  expect(screen.getByText('Extra Events: 50 of 50')).toBeVisible();
  expect(screen.getByText(/reached your limit of 150 monitored events/)).toBeVisible();
});

test('overages: below the threshold the count is no limit', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 20, enabled: false }),
    summary: summaryOf(19),
  });
  expect(await screen.findByText('19 / 20 events')).toBeVisible();
  expect(await screen.findByText('Active')).toBeVisible();
  expect(screen.queryByText('Service inactive')).not.toBeInTheDocument();
  expect(screen.queryByText('Virtual Security Guard Event Limit Reached')).not.toBeInTheDocument();
});

test('the count reaches the limit without the overages flag too', async () => {
  setup({ location: locationWith({ threshold: 20, enabled: false }), summary: summaryOf(25) });
  expect(await screen.findByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  expect(screen.getByText(/reached your limit of 20 monitored events/)).toBeVisible();
});

test('overages: at threshold + cap the service is inactive and the limit includes the cap', async () => {
  setup({
    flags: { 'next-event-overages': true },
    location: locationWith({ threshold: 100, enabled: true }, 50),
    summary: summaryOf(150),
    reason: 'EVENT_OVERAGES_CAP_EXCEEDED',
  });
  expect(await screen.findByText('Service inactive')).toBeVisible();
  expect(screen.getByText(/reached your limit of 150 monitored events/)).toBeVisible();
});

test('an events-exceeded reason shows the limit warning without the overages flag', async () => {
  setup({ reason: 'EVENT_OVERAGES_THRESHOLD_EXCEEDED', summary: summaryOf(100) });
  expect(await screen.findByText('Virtual Security Guard Event Limit Reached')).toBeVisible();
  expect(screen.getByText(/reached your limit of 100 monitored events/)).toBeVisible();
});

// The mode status cell

// The mode status card is a region named by its heading.
function modeCell() {
  return screen.findByRole('region', { name: 'Mode Status' });
}

test('mode status: active, paused, or inactive when disarmed', async () => {
  setup();
  expect(within(await modeCell()).getByText('Active')).toBeVisible();
});

test('mode status: paused', async () => {
  setup({ paused: true });
  await waitFor(async () => expect(within(await modeCell()).getByText('Paused')).toBeVisible());
});

test('mode status: disarmed is inactive with no action', async () => {
  setup({ armed: false });
  const cell = within(await modeCell());
  expect(cell.getByText('Inactive')).toBeVisible();
  expect(cell.queryByRole('button')).not.toBeInTheDocument();
});

test('PRACTICE_MODE: End Alarm Practice ends practice, refetches the mode and says so', async () => {
  const { user, fixture, platform, location } = setup({ reason: 'PRACTICE_MODE' });
  const cell = within(await modeCell());
  expect(cell.getByText('Inactive')).toBeVisible();
  expect(cell.getByText('Practice Mode Enabled')).toBeVisible();
  fixture.vsgStatus[location.locationId] = buildVsgStatus();
  await user.click(cell.getByRole('button', { name: 'End Alarm Practice' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Successfully ended alarm practice.',
      status: 'success',
    }),
  );
  expect(requestsOf(fixture, 'endAlarmPractice')).toHaveLength(1);
  await waitFor(() => expect(cell.getByText('Active')).toBeVisible());
  expect(requestsOf(fixture, 'getVsgStatus').length).toBeGreaterThanOrEqual(2);
});

test('PRACTICE_MODE: a failed end shows the spec error', async () => {
  const { user, platform } = setup({
    reason: 'PRACTICE_MODE',
    fixture: { failures: { endAlarmPractice: 500 } },
  });
  await user.click(within(await modeCell()).getByRole('button', { name: 'End Alarm Practice' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Failed ending alarm practice.',
      status: 'error',
    }),
  );
  expectReports('Failed ending alarm practice. (http 500)');
});

test('ENROLLED_DEVICE_NOT_FOUND: Enroll Device leads to devices', async () => {
  const { user, platform } = setup({ reason: 'ENROLLED_DEVICE_NOT_FOUND' });
  const cell = within(await modeCell());
  expect(cell.getByText('No Devices')).toBeVisible();
  expect(cell.getByText('Enroll at least one eligible device.')).toBeVisible();
  await user.click(cell.getByRole('button', { name: 'Enroll Device' }));
  expect(platform.calls.navigate).toEqual([{ to: '/locations/loc-1/devices', options: undefined }]);
});

test('SETUP_INCOMPLETE: Complete Setup leads to onboarding', async () => {
  const { user, platform } = setup({ reason: 'SETUP_INCOMPLETE' });
  await user.click(within(await modeCell()).getByRole('button', { name: 'Complete Setup' }));
  expect(platform.calls.navigate).toEqual([{ to: '/onboarding/loc-1', options: undefined }]);
});

test('AUTH_NOT_FOUND: the authorization prompt asks the platform to authorize', async () => {
  const { user, platform, fixture } = setup({ reason: 'AUTH_NOT_FOUND' });
  const cell = within(await modeCell());
  expect(cell.getByText('Not Authorized')).toBeVisible();
  expect(
    cell.getByText(
      'Virtual Security Guard is not authorized to access your devices. Authorize it, then re-arm your system.',
    ),
  ).toBeVisible();
  const before = requestsOf(fixture, 'getVsgStatus').length;
  await user.click(cell.getByRole('button', { name: 'Authorize' }));
  expect(platform.calls.requestAuthorization).toEqual([
    { returnPath: '/locations/loc-1/events-summary' },
  ]);
  await waitFor(() => expect(requestsOf(fixture, 'getVsgStatus').length).toBeGreaterThan(before));
});

test.each(['PENDING_MODE', 'SOS_OFF', 'SOS_SETUP_INCOMPLETE'] as const)(
  '%s: View Monitoring Status opens the account monitoring page',
  async (reason) => {
    const { user, platform } = setup({ reason });
    await user.click(
      within(await modeCell()).getByRole('button', { name: 'View Monitoring Status' }),
    );
    expect(platform.calls.openExternal).toEqual([
      { page: 'monitoringSettings', params: undefined },
    ]);
  },
);

test('PROFESSIONAL_MONITORING_NOT_ENABLED: Turn on Monitoring opens the monitoring type page', async () => {
  const { user, platform } = setup({ reason: 'PROFESSIONAL_MONITORING_NOT_ENABLED' });
  const cell = within(await modeCell());
  expect(cell.getByText('Monitoring Disabled')).toBeVisible();
  await user.click(cell.getByRole('button', { name: 'Turn on Monitoring' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'monitoringType', params: undefined }]);
});

test('MISSING_MONITORING_ZONE: Set Up redirects to watch zones with the web-redirect flag', async () => {
  const { user, platform } = setup({
    reason: 'MISSING_MONITORING_ZONE',
    flags: { 'next-video-monitoring-zones': true, 'next-monitoring-zones-web-redirect': true },
  });
  await user.click(within(await modeCell()).getByRole('button', { name: 'Set Up' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'watchZones', params: undefined }]);
});

test('MISSING_MONITORING_ZONE: without the redirect, Set Up shows the Watch Zone modal', async () => {
  const { user, platform } = setup({
    reason: 'MISSING_MONITORING_ZONE',
    flags: { 'next-video-monitoring-zones': true },
  });
  await user.click(within(await modeCell()).getByRole('button', { name: 'Set Up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Watch Zones' });
  expect(dialog).toHaveTextContent(
    "Review your suggested Watch Zones in the provider's mobile app.",
  );
  await user.click(within(dialog).getByRole('button', { name: 'Got It' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(platform.calls.openExternal).toEqual([]);
});

test.each([
  ['with the web-redirect flag', { 'next-monitoring-zones-web-redirect': true }],
  ['without it', {}],
])(
  'MISSING_MONITORING_ZONE: in a mobile session Set Up opens the app at its watch zones, %s',
  async (_case, flags) => {
    const { user, platform } = setup({
      reason: 'MISSING_MONITORING_ZONE',
      flags: { 'next-video-monitoring-zones': true, ...flags },
      platform: { isMobileSession: true },
    });
    await user.click(within(await modeCell()).getByRole('button', { name: 'Set Up' }));
    expect(platform.calls.openExternal).toEqual([
      { page: 'mobileDeepLink', params: { to: 'watch-zones', locationId: 'loc-1' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
);

test('MISSING_MONITORING_ZONE: no prompt without the watch-zone flag or for a non-owner', async () => {
  setup({
    reason: 'MISSING_MONITORING_ZONE',
    flags: { 'next-video-monitoring-zones': true },
    location: locationWith({}, null, false),
  });
  const cell = within(await modeCell());
  expect(cell.queryByRole('button', { name: 'Set Up' })).not.toBeInTheDocument();
});

// The geofence callout

const geofenceFlag = { 'next-geofence-snooze': true };

test('geofence: shown with 3 Disarmed events; closing its dialog hides it for the session', async () => {
  const { user } = setup({ flags: geofenceFlag, summary: summaryOf(3, { AlarmResolved: 3 }) });
  expect(await screen.findByText('Getting events while you are home?')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Set Up Geofence' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set Up Geofence' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.queryByText('Getting events while you are home?')).not.toBeInTheDocument(),
  );
  expect(sessionStorage.getItem(GEOFENCE_DIALOG_CLOSED_KEY)).toBe('true');
});

test('geofence: shown with 10 Passerby events; on mobile OK opens the setup link', async () => {
  const { user, platform } = setup({
    flags: geofenceFlag,
    summary: summaryOf(10, { Passerby: 10 }),
    platform: { isMobileSession: true },
  });
  await user.click(await screen.findByRole('button', { name: 'Set Up Geofence' }));
  await user.click(await screen.findByRole('button', { name: 'OK' }));
  expect(platform.calls.openExternal).toEqual([
    { page: 'mobileDeepLink', params: { setup: 'geofence' } },
  ]);
});

test('geofence: hidden below the thresholds, without the flag, when closed, with a mode card or the limit hit', async () => {
  const cases: SetupOptions[] = [
    { flags: geofenceFlag, summary: summaryOf(11, { AlarmResolved: 2, Passerby: 9 }) },
    { flags: {}, summary: summaryOf(3, { AlarmResolved: 3 }) },
    { flags: geofenceFlag, summary: summaryOf(3, { AlarmResolved: 3 }), reason: 'PRACTICE_MODE' },
    {
      flags: geofenceFlag,
      summary: summaryOf(3, { AlarmResolved: 3 }),
      reason: 'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
    },
    // The count alone at the threshold is the limit hit too.
    {
      flags: geofenceFlag,
      location: locationWith({ threshold: 3, enabled: false }),
      summary: summaryOf(3, { AlarmResolved: 3 }),
    },
  ];
  for (const options of cases) {
    const { unmount } = setup(options);
    await screen.findByRole('heading', { name: 'Guard Event Summary' });
    await screen.findByText('Mode Status');
    expect(screen.queryByText('Getting events while you are home?')).not.toBeInTheDocument();
    unmount();
  }
  sessionStorage.setItem(GEOFENCE_DIALOG_CLOSED_KEY, 'true');
  setup({ flags: geofenceFlag, summary: summaryOf(3, { AlarmResolved: 3 }) });
  await screen.findByRole('heading', { name: 'Guard Event Summary' });
  expect(screen.queryByText('Getting events while you are home?')).not.toBeInTheDocument();
});
