import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'app-router';
import type { CurrentLocation, VsgReason } from 'shared-contracts/entities';
import type { FeatureFlags } from 'shared-contracts/constants';
import type { RemotesRegistry } from 'shared-contracts/registry';
import {
  buildCurrentLocation,
  buildSubscription,
  buildVsgStatus,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  type FakePlatformOptions,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from '../testing/render';
import { routeManifestOf } from 'shared-contracts/routing';
import { routeTable } from './route-table';
import { SettingsRoutes } from './settings-routes';

const expectReports = expectErrorReportsNamed();

/** The registry as a release makes it: this remote's pages, and the dashboard's behind its flag. */
const registry: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: { ...routeManifestOf(routeTable), entry: 'http://localhost:3001/remoteEntry.js' },
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

const api = setupApiServer();
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

interface SetupOptions {
  route?: string;
  flags?: FeatureFlags;
  location?: CurrentLocation | null;
  reason?: VsgReason;
  paused?: boolean;
  platform?: FakePlatformOptions;
  fixture?: Partial<ApiFixture>;
}

function setup(options: SetupOptions = {}) {
  const fixture = api.use({
    vsgStatus: options.reason
      ? {
          'loc-1': buildVsgStatus({
            status: 'INACTIVE',
            monitoring: 'INACTIVE',
            details: { reasons: [options.reason] },
          }),
        }
      : {},
    paused: { 'loc-1': options.paused === true },
    ...options.fixture,
  });
  const platform = createFakePlatform({
    flags: options.flags ?? {},
    location: options.location === undefined ? buildCurrentLocation() : options.location,
    registry,
    ...options.platform,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/not-found" element={<p>Not found page</p>} />
        {/* Where the host mounts other remotes: this one's navigation may lead there. */}
        <Route path="/locations/:locationId/free-trial" element={<p>Free trial page</p>} />
        <Route path="/onboarding/*" element={<p>Onboarding page</p>} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="*" element={<SettingsRoutes />} />
      </Routes>
      <CurrentPath />
    </>,
    { platform, route: options.route ?? '/locations/loc-1/events-summary' },
  );
  return { ...view, fixture };
}

const path = () => screen.getByRole('status', { name: 'Current path' });
const pageHeading = (name: string) => screen.findByRole('heading', { name, level: 1 });

// Routes

test('the bare settings path redirects to the events summary', async () => {
  setup({ route: '/locations/loc-1' });
  expect(await pageHeading('Virtual Security Guard')).toBeVisible();
  expect(path()).toHaveTextContent('/locations/loc-1/events-summary');
});

test('each settings page has its route', async () => {
  const { unmount } = setup({ route: '/locations/loc-1/devices' });
  expect(await pageHeading('Authorized Devices')).toBeVisible();
  unmount();
  setup({ route: '/locations/loc-1/alerts' });
  expect(await pageHeading('Alert Preferences')).toBeVisible();
});

test('anything unknown under settings goes to /not-found', async () => {
  setup({ route: '/locations/loc-1/nope/deeper' });
  expect(await screen.findByText('Not found page')).toBeVisible();
});

// Its flag off, the host (or the standalone harness) sends the address to /not-found from the
// registry's declaration before this remote renders (host: remote-route.test.tsx).
test('Private Guard has its route', async () => {
  setup({ route: '/locations/loc-1/private-guard', flags: { 'next-private-guard': true } });
  expect(await pageHeading('Private Guard')).toBeVisible();
  expectReports('There was an error getting guard (http 404)');
});

test('the trial pages exist for an active trial and the owner', async () => {
  const location = buildCurrentLocation(
    {},
    buildSubscription({
      freeTrialStatus: 'ACTIVE',
      freeTrialExpirationTimestamp: Math.floor(Date.now() / 1000) + 86_400 * 3,
    }),
  );
  const { unmount } = setup({ route: '/locations/loc-1/trial-management/benefits', location });
  expect(await pageHeading('Trial Benefits')).toBeVisible();
  unmount();
  setup({ route: '/locations/loc-1/trial-management' });
  expect(await pageHeading('Virtual Security Guard')).toBeVisible();
});

// Before any settings page, the host runs the settings guard (settings-guard.test.ts).

test("SETUP_INCOMPLETE stays in the settings: the card shows 'Complete Setup'", async () => {
  const { user, platform } = setup({ reason: 'SETUP_INCOMPLETE' });
  const completeSetup = await screen.findByRole('button', { name: 'Complete Setup' });
  expect(screen.getByText('Setup Incomplete')).toBeVisible();
  await user.click(completeSetup);
  expect(platform.calls.navigate).toEqual([{ to: '/onboarding/loc-1', options: undefined }]);
  expect(path()).toHaveTextContent('/onboarding/loc-1');
});

test("another location in context shows the loading state until the host's is the route's", async () => {
  setup({ location: buildCurrentLocation({ locationId: 'loc-2' }) });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
});

// The side menu

test("the side menu 'Virtual Security Guard Settings' with its items", async () => {
  const { user, platform } = setup({ route: '/locations/loc-1/devices' });
  const nav = within(
    await screen.findByRole('navigation', { name: 'Virtual Security Guard Settings' }),
  );
  expect(nav.getByRole('heading', { name: 'Virtual Security Guard Settings' })).toBeVisible();
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'DashboardA Summary of your Events',
    'Authorized Devices',
    'Emergency Contacts',
    'Alert Preferences',
  ]);
  expect(nav.getByRole('link', { name: /Authorized Devices/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await user.click(nav.getByRole('link', { name: /Dashboard/ }));
  expect(path()).toHaveTextContent('/locations/loc-1/events-summary');
  const contacts = nav.getByRole('link', { name: 'Emergency Contacts' });
  expect(contacts).toHaveAttribute('href', 'https://account.example.test/contacts');
  await user.click(contacts);
  expect(platform.calls.openExternal).toEqual([{ page: 'contacts', params: undefined }]);
});

test('the side menu with every flag, an owner and an active trial', async () => {
  setup({
    flags: {
      'next-video-monitoring-zones': true,
      'next-private-guard': true,
      'next-location-overview': true,
      'next-dashboard-smb-customers': true,
    },
    location: buildCurrentLocation(
      {},
      buildSubscription({
        freeTrialStatus: 'ACTIVE',
        freeTrialExpirationTimestamp: Math.floor(Date.now() / 1000) + 86_400,
      }),
    ),
  });
  const nav = within(
    await screen.findByRole('navigation', { name: 'Virtual Security Guard Settings' }),
  );
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'DashboardA Summary of your Events',
    'Monitored Cameras',
    'Watch Zones',
    'Emergency Contacts',
    'Private Guard',
    'Alert Preferences',
    'Trial Management',
    'Location Overview',
  ]);
});

test('Location Overview is not offered while the dashboard it leads to is off', async () => {
  setup({ flags: { 'next-location-overview': true } });
  const nav = within(
    await screen.findByRole('navigation', { name: 'Virtual Security Guard Settings' }),
  );
  expect(nav.getByRole('link', { name: 'Alert Preferences' })).toBeVisible();
  expect(nav.queryByRole('link', { name: 'Location Overview' })).not.toBeInTheDocument();
});

// Pause banner and Guard Monitoring

const pausedFlag = { 'stark-feature-next-location-paused': true };
const guardSwitch = () => screen.getByRole('switch', { name: 'Guard Monitoring' });

test('the pause banner: only with the flag and a paused location; Resume resumes', async () => {
  const { user, fixture, platform } = setup({ flags: pausedFlag, paused: true });
  const banner = within(await screen.findByRole('region', { name: 'Pause banner' }));
  expect(banner.getByText('Guard monitoring is currently paused at your location.')).toBeVisible();
  await user.click(banner.getByRole('button', { name: 'Resume' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Pause banner' })).not.toBeInTheDocument(),
  );
  expect(requestsOf(fixture, 'setVsgState')[0]?.body).toEqual({ pauseEnable: false });
  expect(platform.calls.recordStat).toContainEqual({ action: 'tapping_resume_button' });
  expect(guardSwitch()).toBeChecked();
});

test('the pause banner stays closed for the session once closed', async () => {
  const { user, unmount } = setup({ flags: pausedFlag, paused: true });
  const banner = await screen.findByRole('region', { name: 'Pause banner' });
  await user.click(within(banner).getByRole('button', { name: 'Close banner' }));
  expect(screen.queryByRole('region', { name: 'Pause banner' })).not.toBeInTheDocument();
  expect(sessionStorage.getItem('vsg.pause-banner-closed.1001.loc-1')).toBe('true');
  unmount();
  setup({ flags: pausedFlag, paused: true });
  await waitFor(() => expect(guardSwitch()).not.toBeChecked());
  expect(screen.queryByRole('region', { name: 'Pause banner' })).not.toBeInTheDocument();
});

test('no pause banner or Guard Monitoring without the paused flag', async () => {
  setup({ paused: true });
  expect(await pageHeading('Virtual Security Guard')).toBeVisible();
  await screen.findByText('Paused');
  expect(screen.queryByRole('region', { name: 'Pause banner' })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Guard Monitoring' })).not.toBeInTheDocument();
});

test('switching Guard Monitoring off asks first; Cancel keeps it on, Pause pauses after the POST', async () => {
  const { user, fixture, platform } = setup({ flags: pausedFlag });
  const management = within(await screen.findByRole('region', { name: 'Management' }));
  await waitFor(() => expect(guardSwitch()).toBeChecked());
  expect(management.getByText(/Guards review person-detected events/)).toBeVisible();
  await user.click(guardSwitch());
  const dialog = await screen.findByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  expect(dialog).toHaveTextContent(
    'Guards will not monitor motion events when the system is armed Home or Away.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(guardSwitch()).toBeChecked();
  expect(requestsOf(fixture, 'setVsgState')).toHaveLength(0);

  await user.click(guardSwitch());
  await user.click(await screen.findByRole('button', { name: 'Pause' }));
  await waitFor(() => expect(guardSwitch()).not.toBeChecked());
  expect(requestsOf(fixture, 'setVsgState')[0]?.body).toEqual({ pauseEnable: true });
  expect(management.getByText(/Guard monitoring is paused/)).toBeVisible();
  expect(await screen.findByRole('region', { name: 'Pause banner' })).toBeVisible();
  expect(platform.calls.recordStat.map((stat) => stat.action)).toEqual(
    expect.arrayContaining(['tapping_pause_toggle', 'tapping_pause_confirmation']),
  );
});

/**
 * jsdom plays no CSS animation: a closed dialog's backdrop would leave at once. A browser keeps it
 * on screen, over the whole page, until its fade-out ends; this makes backdrops report that
 * animation, so they stay until the test ends it with `animationend`.
 */
function playBackdropFadeOut() {
  const real = window.getComputedStyle.bind(window);
  return jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    if (!element.matches('[data-part="backdrop"]')) return style;
    return new Proxy(style, {
      get(target, key) {
        if (key === 'animationName') {
          return element.getAttribute('data-state') === 'closed' ? 'fade-out' : 'fade-in';
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

/** The last `pointer-events` the page's style sheets (Chakra's, from emotion) give `element`. */
function declaredPointerEvents(element: Element): string | undefined {
  let value: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      // Innermost `selector { declarations }` pairs, also inside `@layer` blocks.
      for (const [, selector = '', body = ''] of rule.cssText.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const declared = /(?:^|;)\s*pointer-events:\s*([^;]+)/.exec(body)?.[1]?.trim();
        if (declared !== undefined && element.matches(selector.trim())) value = declared;
      }
    }
  }
  return value;
}

/**
 * jsdom does no hit testing either: where a finger aiming at `target` lands. A dialog backdrop
 * covers the whole viewport, so it takes the tap unless its styles let pointer events through.
 */
function elementUnderFinger(target: HTMLElement): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access -- a backdrop has no role: it is found by its part
  const backdrops = Array.from(document.querySelectorAll<HTMLElement>('[data-part="backdrop"]'));
  const covering = backdrops.filter((backdrop) => declaredPointerEvents(backdrop) !== 'none');
  return covering.at(-1) ?? target;
}

test('a tap on the switch right after Cancel, while the dialog fades out, asks again', async () => {
  const fadeOut = playBackdropFadeOut();
  try {
    const { user } = setup({ flags: pausedFlag });
    await waitFor(() => expect(guardSwitch()).toBeChecked());
    const pauseDialog = () =>
      screen.findByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });

    await user.click(guardSwitch());
    await user.click(within(await pauseDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The dialog has gone; its backdrop is still fading out over the page.
    // eslint-disable-next-line testing-library/no-node-access -- a backdrop has no role: it is found by its part
    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]');
    expect(backdrop).toHaveAttribute('data-state', 'closed');

    await user.click(elementUnderFinger(guardSwitch()));
    await user.click(within(await pauseDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(guardSwitch()).toBeChecked();
    // The fade-out ends: the backdrop leaves.
    await waitFor(() => {
      if (backdrop) fireEvent.animationEnd(backdrop, { animationName: 'fade-out' });
      expect(backdrop).not.toBeInTheDocument();
    });
  } finally {
    fadeOut.mockRestore();
  }
});

test('the switch changes only after the POST succeeds; a failure keeps it and says so', async () => {
  let release: () => void = () => undefined;
  let posts = 0;
  const { user, platform } = setup({ flags: pausedFlag, paused: true });
  api.server.use(
    http.post('*/api/neighbors/:userId/locations/:locationId/state', async () => {
      posts += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ message: 'down' }, { status: 500 });
    }),
  );
  await waitFor(() => expect(guardSwitch()).not.toBeChecked());
  await user.click(guardSwitch());
  await waitFor(() => expect(guardSwitch()).toHaveAttribute('aria-busy', 'true'));
  expect(guardSwitch()).not.toBeChecked();
  // Busy, it is read-only but keeps the focus (a disabled input would drop it): a second press
  // sends nothing.
  expect(guardSwitch()).toHaveFocus();
  await user.keyboard(' ');
  expect(posts).toBe(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(platform.calls.recordStat).toContainEqual({ action: 'tapping_unpause_toggle' });
  release();
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Failed changing VSG State.',
      status: 'error',
    }),
  );
  await waitFor(() => expect(guardSwitch()).toBeEnabled());
  expect(guardSwitch()).not.toBeChecked();
  expectReports('Failed changing VSG State. (http 500)');
});

test("the pause modal's 'don't show again' makes later pauses immediate", async () => {
  const { user, fixture } = setup({ flags: pausedFlag });
  await waitFor(() => expect(guardSwitch()).toBeChecked());
  await user.click(guardSwitch());
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  await waitFor(() => expect(guardSwitch()).not.toBeChecked());
  await user.click(guardSwitch());
  await waitFor(() => expect(guardSwitch()).toBeChecked());
  await user.click(guardSwitch());
  await waitFor(() => expect(guardSwitch()).not.toBeChecked());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(requestsOf(fixture, 'setVsgState').map((request) => request.body)).toEqual([
    { pauseEnable: true },
    { pauseEnable: false },
    { pauseEnable: true },
  ]);
});

test('over the event cap the switch reads paused by the limit, disabled, with the notice', async () => {
  setup({ flags: pausedFlag, reason: 'EVENT_OVERAGES_CAP_EXCEEDED' });
  expect(
    await screen.findByText(
      'Guard monitoring will resume when you opt in or when your billing cycle renews.',
    ),
  ).toBeVisible();
  expect(screen.getByText('Paused: Event Cap Exceeded')).toBeVisible();
  expect(guardSwitch()).toBeDisabled();
  // Not paused by the user, yet not monitoring: the indicator is off.
  expect(guardSwitch()).not.toBeChecked();
  expect(screen.queryByText(/Guards review person-detected events/)).not.toBeInTheDocument();
});

test('the paused-by-limit indicator follows the threshold state wherever the status lists it', async () => {
  setup({
    flags: pausedFlag,
    fixture: {
      vsgStatus: {
        'loc-1': buildVsgStatus({
          status: 'INACTIVE',
          monitoring: 'INACTIVE',
          details: { reasons: ['PRACTICE_MODE', 'EVENT_OVERAGES_THRESHOLD_EXCEEDED'] },
        }),
      },
    },
  });
  expect(await screen.findByText('Paused: Event Threshold Exceeded')).toBeVisible();
  expect(guardSwitch()).toBeDisabled();
  expect(guardSwitch()).not.toBeChecked();
});

// Mobile

test('on mobile: status warning and Management at the top, the menu collapsed', async () => {
  const { user } = setup({ flags: pausedFlag, paused: true, platform: { isMobile: true } });
  expect(await screen.findByText('Guard monitoring is paused.')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Management' })).toBeVisible();
  const toggle = screen.getByRole('button', { name: 'Virtual Security Guard Settings' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Alert Preferences' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Alert Preferences' })).toBeVisible();
});

test('on mobile without the paused flag there is no status warning or Management section', async () => {
  setup({ paused: true, platform: { isMobile: true } });
  expect(await pageHeading('Virtual Security Guard')).toBeVisible();
  expect(screen.queryByText('Guard monitoring is paused.')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Management' })).not.toBeInTheDocument();
});

test('the mobile status warning names an inactive reason', async () => {
  setup({ flags: pausedFlag, reason: 'PRACTICE_MODE', platform: { isMobile: true } });
  expect(await screen.findByText('Virtual Security Guard is inactive.')).toBeVisible();
  expect(screen.getAllByText('Practice Mode Enabled').length).toBeGreaterThan(0);
});
