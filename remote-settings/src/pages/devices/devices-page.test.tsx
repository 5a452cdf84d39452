import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Device } from 'shared-contracts/entities';
import type { FeatureFlags } from 'shared-contracts/constants';
import { monitoringStatusQueryKey, vsgStatusQueryKey } from 'shared-contracts/api';
import {
  buildDevice,
  buildPreferences,
  buildPreferencesResponse,
  buildVsgStatus,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from '../../testing/render';
import { DevicesPage } from './devices-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
afterEach(() => {
  localStorage.clear();
});

const frontDoor = buildDevice({ doorbotId: 1, name: 'Front Door', starkEnrolled: true });
const backyard = buildDevice({ doorbotId: 2, name: 'backyard' });
const driveway = buildDevice({ doorbotId: 3, name: 'Driveway', starkEnrolled: true });
const livingRoom = buildDevice({
  doorbotId: 4,
  name: 'Living Room',
  stark_eligible_info: 'indoor',
});
const baseStation = buildDevice({ doorbotId: 5, name: 'Alarm Base Station', type: 'base_station' });

function setup(
  options: { devices?: Device[]; flags?: FeatureFlags; fixture?: Partial<ApiFixture> } = {},
) {
  const fixture = api.use({
    // Copies: the handlers change the fixture's devices.
    devices: (options.devices ?? [frontDoor, backyard, driveway, livingRoom, baseStation]).map(
      (device) => ({ ...device }),
    ),
    ...options.fixture,
  });
  const platform = createFakePlatform({ flags: options.flags ?? {} });
  return { ...renderWithProviders(<DevicesPage />, { platform }), fixture };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

const toggle = (name: string) => screen.getByRole('switch', { name });

/** The row (list item) of a device: the one that holds its switch. */
function row(name: string) {
  const item = screen
    .getAllByRole('listitem')
    .find((element) => within(element).queryByRole('switch', { name }));
  if (!item) throw new Error(`no row holds the switch ${name}`);
  return item;
}

/** The switch's label text, the accessible name a screen reader reads out. */
const accessibleName = (element: HTMLElement) =>
  element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;

test('title, the three sections sorted by name, base stations left out', async () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  await screen.findByRole('switch', { name: 'Front Door' });
  const outdoor = within(section('Eligible Outdoor Devices'));
  expect(outdoor.getAllByRole('switch').map((element) => accessibleName(element))).toEqual([
    'backyard',
    'Driveway',
    'Front Door',
  ]);
  expect(outdoor.getByRole('switch', { name: 'Front Door' })).toBeChecked();
  expect(outdoor.getByRole('switch', { name: 'backyard' })).not.toBeChecked();
  expect(
    within(section('Eligible Indoor Devices')).getByRole('switch', { name: 'Living Room' }),
  ).toBeEnabled();
  expect(screen.queryByRole('region', { name: 'Ineligible Devices' })).not.toBeInTheDocument();
  expect(screen.queryByText('Alarm Base Station')).not.toBeInTheDocument();
});

test('with the watch-zone flag the title asks which cameras should be monitored', async () => {
  setup({ flags: { 'next-video-monitoring-zones': true } });
  expect(
    screen.getByRole('heading', { name: 'Which cameras should be monitored?', level: 1 }),
  ).toBeVisible();
});

test('empty alerts for no eligible outdoor or indoor devices', async () => {
  setup({ devices: [baseStation] });
  expect(await screen.findByText('No Eligible Outdoor Devices')).toBeVisible();
  expect(screen.getByText('No Eligible Indoor Devices')).toBeVisible();
});

test('every ineligibility message, with a disabled switch', async () => {
  const infos = ['battery', 'solar', 'e2ee', '24x7', 'astro-sub'] as const;
  setup({
    devices: [
      ...infos.map((info, index) =>
        buildDevice({
          doorbotId: 10 + index,
          name: `Cam ${info}`,
          stark_eligible: false,
          stark_eligible_info: info,
        }),
      ),
      buildDevice({
        doorbotId: 20,
        name: 'Cam indoor',
        stark_eligible: false,
        stark_eligible_info: 'indoor',
      }),
      buildDevice({ doorbotId: 21, name: 'Cam other', stark_eligible: false }),
    ],
  });
  await screen.findByRole('region', { name: 'Ineligible Devices' });
  const ineligible = within(section('Ineligible Devices'));
  const message = (name: string) => within(row(name));
  expect(
    message('Cam battery').getByText('Battery-powered devices are not currently supported.'),
  ).toBeVisible();
  expect(message('Cam solar').getByText(/not supported due to being solar powered/)).toBeVisible();
  expect(
    message('Cam e2ee').getByText(/^Guards can't access cameras enrolled in End-to-End Encryption/),
  ).toBeVisible();
  expect(
    message('Cam 24x7').getByText(/not supported\. Switch to motion-based recording/),
  ).toBeVisible();
  expect(
    message('Cam astro-sub').getByText(/^An active Astro Secure subscription is required/),
  ).toBeVisible();
  expect(
    message('Cam indoor').getByText(
      "Indoor Cameras are not supported at this time. Please update this device's General Settings in the provider's mobile app if this device is being used outdoors.",
    ),
  ).toBeVisible();
  expect(message('Cam other').getByText('This device is ineligible')).toBeVisible();
  expect(ineligible.getByRole('switch', { name: 'Cam battery' })).toBeDisabled();
});

test('Privacy Zones and ONVIF notes on eligible devices', async () => {
  setup({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Garage', privacyZonesEnabled: true }),
      buildDevice({
        doorbotId: 2,
        name: 'Fence',
        type: 'onvif_camera',
        thirdPartyModel: 'onvif-generic',
      }),
    ],
  });
  await screen.findByRole('switch', { name: 'Garage' });
  const garage = row('Garage');
  expect(garage).toHaveTextContent(/Privacy Zones are on for this device/);
  const fence = row('Fence');
  expect(fence).toHaveTextContent(
    'This camera is not made by the provider. Two-way talk and sirens are not supported on it, and the owner is solely responsible',
  );
  expect(garage).not.toHaveTextContent(/not made by the provider/);
});

test('a failed device list shows the spec message with a retry', async () => {
  const { user, fixture } = setup({ fixture: { failures: { getDevices: 500 } } });
  expect(await screen.findByText('There was an error getting devices')).toBeVisible();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('switch', { name: 'Front Door' })).toBeVisible();
  expectReports('There was an error getting devices (http 500)');
});

// Enroll and unenroll

test('enrolling subscribes the device, toasts, records the stat, refetches list and mode', async () => {
  const { user, fixture, platform, queryClient } = setup();
  const vsgStatusKey = vsgStatusQueryKey(1001, 'loc-1');
  const monitoringStatusKey = monitoringStatusQueryKey(1001, 'loc-1');
  queryClient.setQueryData(vsgStatusKey, buildVsgStatus());
  queryClient.setQueryData(monitoringStatusKey, 'PROFESSIONAL');
  await user.click(await screen.findByRole('switch', { name: 'backyard' }));
  expect(toggle('backyard')).toBeChecked();
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'backyard successfully enrolled in Virtual Security Guard',
      status: 'success',
    }),
  );
  const [request] = requestsOf(fixture, 'subscribeDevice');
  expect(request?.url).toMatch(/\/api\/neighbors\/1001\/devices$/);
  expect(request?.body).toMatchObject({ doorbotId: 2, userId: 1001, name: 'backyard' });
  expect(request?.body).not.toHaveProperty('value');
  expect(platform.calls.recordStat).toContainEqual({ action: 'enroll_device', doorbotId: 2 });
  await waitFor(() => expect(requestsOf(fixture, 'getDevices')).toHaveLength(2));
  expect(queryClient.getQueryState(vsgStatusKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(monitoringStatusKey)?.isInvalidated).toBe(true);
});

test('unenrolling a device (not the last) unsubscribes it at once', async () => {
  const { user, fixture, platform } = setup();
  await user.click(await screen.findByRole('switch', { name: 'Driveway' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Driveway successfully unenrolled from Virtual Security Guard',
      status: 'success',
    }),
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(requestsOf(fixture, 'unsubscribeDevice')[0]?.url).toMatch(/\/devices\/3$/);
  expect(platform.calls.recordStat).toContainEqual({ action: 'unenroll_device', doorbotId: 3 });
  expect(toggle('Driveway')).not.toBeChecked();
});

test('a failed enroll puts the server value back and shows the error toast', async () => {
  const { user, platform } = setup({ fixture: { failures: { subscribeDevice: 500 } } });
  await user.click(await screen.findByRole('switch', { name: 'backyard' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Error enrolling the backyard device',
      description: 'There was an error saving changes, please try again.',
      status: 'error',
    }),
  );
  await waitFor(() => expect(toggle('backyard')).not.toBeChecked());
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test('a failed unenroll shows the unenrolling error and keeps the device on', async () => {
  const { user, platform } = setup({ fixture: { failures: { unsubscribeDevice: 503 } } });
  await user.click(await screen.findByRole('switch', { name: 'Driveway' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual(
      expect.objectContaining({ title: 'Error unenrolling the Driveway device', status: 'error' }),
    ),
  );
  await waitFor(() => expect(toggle('Driveway')).toBeChecked());
  expectReports('There was an error saving changes, please try again. (http 503)');
});

test("the last enrolled device asks 'No Authorized Devices' and proceeds only on Deauthorize Device", async () => {
  const { user, fixture } = setup({ devices: [frontDoor, backyard] });
  await user.click(await screen.findByRole('switch', { name: 'Front Door' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'No Authorized Devices' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(toggle('Front Door')).toBeChecked();
  expect(requestsOf(fixture, 'unsubscribeDevice')).toHaveLength(0);

  await user.click(toggle('Front Door'));
  await user.click(await screen.findByRole('button', { name: 'Deauthorize Device' }));
  await waitFor(() => expect(requestsOf(fixture, 'unsubscribeDevice')).toHaveLength(1));
  await waitFor(() => expect(toggle('Front Door')).not.toBeChecked());
});

test("an indoor device asks 'Indoor Device'; only on confirm is it enrolled and the stat recorded", async () => {
  const { user, fixture, platform } = setup();
  await user.click(await screen.findByRole('switch', { name: 'Living Room' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Indoor Device' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(0);
  expect(toggle('Living Room')).not.toBeChecked();
  expect(platform.calls.recordStat.map((stat) => stat.action)).not.toContain(
    'indoor_device_acknowledged',
  );

  await user.click(toggle('Living Room'));
  await user.click(await screen.findByRole('button', { name: 'Enroll Indoor Device' }));
  await waitFor(() => expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(1));
  expect(platform.calls.recordStat).toContainEqual({
    action: 'indoor_device_acknowledged',
    doorbotId: 4,
  });
});

test("the indoor device modal's 'don't show again' is remembered per user", async () => {
  const { user, fixture, unmount } = setup();
  await user.click(await screen.findByRole('switch', { name: 'Living Room' }));
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Enroll Indoor Device' }));
  await waitFor(() => expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(1));
  expect(localStorage.getItem('dont-show-again:indoor-device:1001')).toBe('true');
  unmount();

  const again = setup({ devices: [frontDoor, { ...livingRoom, starkEnrolled: false }] });
  await again.user.click(await screen.findByRole('switch', { name: 'Living Room' }));
  await waitFor(() => expect(requestsOf(again.fixture, 'subscribeDevice')).toHaveLength(1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(again.platform.calls.recordStat).toContainEqual({
    action: 'indoor_device_acknowledged',
    doorbotId: 4,
  });
});

// Siren Access and Automated Warning

function prefsFixture(preferences: Parameters<typeof buildPreferences>[0]) {
  return {
    preferences: {
      'loc-1': buildPreferencesResponse({ preferences: buildPreferences(preferences) }),
    },
  };
}

test('Siren Access: off asks (Turn Off Siren / Turn Off), then saves and toasts', async () => {
  const { user, fixture, platform } = setup({ fixture: prefsFixture({ sirenEnabled: true }) });
  const siren = await screen.findByRole('switch', { name: 'Siren Access' });
  expect(siren).toBeChecked();
  await user.click(siren);
  const dialog = await screen.findByRole('alertdialog', { name: 'Turn Off Siren' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(toggle('Siren Access')).toBeChecked();
  expect(requestsOf(fixture, 'updatePreferences')).toHaveLength(0);

  await user.click(toggle('Siren Access'));
  await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Preference siren successfully unsubscribed',
      status: 'success',
    }),
  );
  expect(toggle('Siren Access')).not.toBeChecked();
  expect(requestsOf(fixture, 'updatePreferences')[0]?.body).toMatchObject({
    preferences: { sirenEnabled: false },
  });
});

test('Siren Access: on applies directly', async () => {
  const { user, fixture, platform } = setup({ fixture: prefsFixture({ sirenEnabled: false }) });
  await user.click(await screen.findByRole('switch', { name: 'Siren Access' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Preference siren successfully subscribed',
      status: 'success',
    }),
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(fixture.preferences['loc-1']?.preferences.sirenEnabled).toBe(true);
});

test('Siren Access: busy while saving; a failed save restores the value with the error toast', async () => {
  let release: () => void = () => undefined;
  const { user, platform } = setup({ fixture: prefsFixture({ sirenEnabled: true }) });
  api.server.use(
    http.put('*/api/neighbors/:userId/locations/:locationId/preferences', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ message: 'down' }, { status: 500 });
    }),
  );
  await user.click(await screen.findByRole('switch', { name: 'Siren Access' }));
  await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
  await waitFor(() => expect(toggle('Siren Access')).toHaveAttribute('aria-busy', 'true'));
  // Read-only while saving, not disabled: it keeps its place in the tab order.
  expect(toggle('Siren Access')).toBeEnabled();
  expect(toggle('Siren Access')).not.toBeChecked();
  release();
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Error changing the preference siren to false',
      status: 'error',
    }),
  );
  await waitFor(() => expect(toggle('Siren Access')).toBeChecked());
  expect(toggle('Siren Access')).toHaveAttribute('aria-busy', 'false');
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test('Automated Warning: only with its flag', async () => {
  setup();
  await screen.findByRole('switch', { name: 'Siren Access' });
  expect(screen.queryByRole('switch', { name: 'Automated Warning' })).not.toBeInTheDocument();
});

test('Automated Warning: on and off with their stats and toasts', async () => {
  const { user, platform } = setup({
    flags: { 'next-automated-warning': true },
    fixture: prefsFixture({ automatedResponsesEnabled: false }),
  });
  await user.click(await screen.findByRole('switch', { name: 'Automated Warning' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Preference automated warning successfully enabled',
      status: 'success',
    }),
  );
  await waitFor(() => expect(toggle('Automated Warning')).toBeEnabled());
  await user.click(toggle('Automated Warning'));
  await user.click(
    within(
      await screen.findByRole('alertdialog', { name: 'Turn Off Automated Warning' }),
    ).getByRole('button', { name: 'Turn Off' }),
  );
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Preference automated warning successfully disabled',
      status: 'success',
    }),
  );
  expect(
    platform.calls.recordStat.filter((stat) => stat.action.startsWith('automated_warning')),
  ).toEqual([
    { action: 'automated_warning_enabled_toggle' },
    { action: 'automated_warning_disabled_toggle' },
    { action: 'automated_warning_disable_confirmation' },
  ]);
});

test('Automated Warning: a failed save names the preference and value', async () => {
  const { user, platform } = setup({
    flags: { 'next-automated-warning': true },
    fixture: {
      ...prefsFixture({ automatedResponsesEnabled: false }),
      failures: { updatePreferences: 500 },
    },
  });
  await user.click(await screen.findByRole('switch', { name: 'Automated Warning' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Error changing the preference automated warning to true',
      status: 'error',
    }),
  );
  await waitFor(() => expect(toggle('Automated Warning')).not.toBeChecked());
  expectReports('There was an error saving changes, please try again. (http 500)');
});
