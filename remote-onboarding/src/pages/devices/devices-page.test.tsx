import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import {
  buildCurrentLocation,
  buildDevice,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

beforeEach(() => localStorage.clear());

const devices = () => [
  buildDevice({ doorbotId: 1, name: 'Porch', type: 'doorbell' }),
  buildDevice({ doorbotId: 2, name: 'Yard' }),
  buildDevice({ doorbotId: 3, name: 'Den', stark_eligible_info: 'indoor' }),
  buildDevice({ doorbotId: 4, name: 'Shed', stark_eligible: false, stark_eligible_info: 'solar' }),
  buildDevice({ doorbotId: 5, name: 'Base', type: 'base_station' }),
];

test('outdoor eligible devices are enrolled by default when none were subscribed', async () => {
  api.use({ devices: devices() });
  renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  expect(await screen.findByRole('switch', { name: 'Porch' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Yard' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Den' })).not.toBeChecked();
  expect(screen.queryByRole('switch', { name: 'Shed' })).not.toBeInTheDocument();
  expect(
    screen.getByText('This device is not supported due to being solar powered.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Base')).not.toBeInTheDocument();
});

test('devices subscribed before are the selection, not the defaults', async () => {
  api.use({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Porch' }),
      buildDevice({
        doorbotId: 3,
        name: 'Den',
        stark_eligible_info: 'indoor',
        starkEnrolled: true,
      }),
    ],
  });
  renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  expect(await screen.findByRole('switch', { name: 'Den' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Porch' })).not.toBeChecked();
});

test('Continue is disabled without an enrolled camera or doorbell, with the reason', async () => {
  api.use({ devices: devices() });
  const { user } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Porch' }));
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await user.click(screen.getByRole('switch', { name: 'Yard' }));
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING_TEXTS.enrolledDeviceRequired);
});

test('the bulk update subscribes the enrolled devices and unsubscribes the others, then returns', async () => {
  const fixture = api.use({ devices: devices() });
  const { user, path } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Yard' }));
  await user.click(screen.getByRole('switch', { name: 'Den' }));
  await user.click(await screen.findByRole('button', { name: 'Enroll Indoor Device' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
  const subscribed = requestsOf(fixture, 'subscribeDevice').map((request) =>
    request.body && typeof request.body === 'object'
      ? Reflect.get(request.body, 'doorbotId')
      : null,
  );
  expect(subscribed.sort()).toEqual([1, 3]);
  expect(requestsOf(fixture, 'unsubscribeDevice').map((request) => request.url)).toEqual([
    expect.stringMatching(/\/devices\/2$/),
  ]);
  expect(
    fixture.devices.filter((device) => device.starkEnrolled).map((device) => device.doorbotId),
  ).toEqual([1, 3]);
});

test('classic flow: Continue goes on to alert preferences', async () => {
  api.use({ devices: devices() });
  const { user, path } = renderRemote('/onboarding/loc-1/devices', { location: location() });
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/alert-preferences'));
});

test('a failed save keeps the choices and says so', async () => {
  const fixture = api.use({ devices: devices(), failures: { unsubscribeDevice: 500 } });
  const { user, platform, path } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Yard' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(platform.calls.toast).toEqual([{ status: 'error', title: ERROR_MESSAGES.saveChanges }]),
  );
  expect(path()).toBe('/onboarding/loc-1/devices');
  await waitFor(() => expect(requestsOf(fixture, 'getDevices').length).toBeGreaterThan(1));
  expect(screen.getByRole('switch', { name: 'Yard' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Porch' })).toBeChecked();
  expectReports(
    'There was an error saving changes, please try again. (http 500)',
    'There was an error saving changes, please try again. (http 500)',
  );
});

test('a failed read shows a retryable error', async () => {
  const fixture = api.use({ devices: devices(), failures: { getDevices: 500 } });
  const { user } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  expect(await screen.findByText(ERROR_MESSAGES.devices)).toBeInTheDocument();
  delete fixture.failures.getDevices;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('switch', { name: 'Porch' })).toBeInTheDocument();
  expectReports('There was an error getting devices (http 500)');
});

test('switches work by keyboard', async () => {
  api.use({ devices: devices() });
  const { user } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  const yard = await screen.findByRole('switch', { name: 'Yard' });
  yard.focus();
  await user.keyboard(' ');
  expect(yard).not.toBeChecked();
});

test("an indoor camera asks 'Indoor Device' first; only on confirm is it chosen and the stat recorded", async () => {
  const fixture = api.use({ devices: devices() });
  const { user, platform } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  const den = await screen.findByRole('switch', { name: 'Den' });
  await user.click(den);
  const dialog = await screen.findByRole('alertdialog', { name: 'Indoor Device' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(den).not.toBeChecked();
  expect(platform.calls.recordStat.map((stat) => stat.action)).not.toContain(
    'indoor_device_acknowledged',
  );

  await user.click(den);
  await user.click(await screen.findByRole('button', { name: 'Enroll Indoor Device' }));
  expect(den).toBeChecked();
  expect(platform.calls.recordStat).toContainEqual({
    action: 'indoor_device_acknowledged',
    doorbotId: 3,
  });
  // Enrollment itself is sent with Continue, by the bulk update.
  expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(0);
});

test("'don't show again' is the user's one choice, shared with settings", async () => {
  api.use({ devices: devices() });
  const { user, platform, unmount } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Den' }));
  await user.click(await screen.findByRole('checkbox', { name: "Don't show this again" }));
  await user.click(screen.getByRole('button', { name: 'Enroll Indoor Device' }));
  expect(localStorage.getItem(`dont-show-again:indoor-device:${platform.session.userId}`)).toBe(
    'true',
  );
  unmount();

  const view = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await view.user.click(await screen.findByRole('switch', { name: 'Den' }));
  expect(screen.getByRole('switch', { name: 'Den' })).toBeChecked();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(view.platform.calls.recordStat).toContainEqual({
    action: 'indoor_device_acknowledged',
    doorbotId: 3,
  });
});

test('the bulk update records enroll_device and unenroll_device for each change', async () => {
  api.use({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Porch', starkEnrolled: true }),
      buildDevice({ doorbotId: 2, name: 'Yard', starkEnrolled: true }),
      buildDevice({ doorbotId: 6, name: 'Gate' }),
    ],
  });
  const { user, platform, path } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Yard' }));
  await user.click(screen.getByRole('switch', { name: 'Gate' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
  const enrollment = platform.calls.recordStat.filter(
    (stat) => stat.action === 'enroll_device' || stat.action === 'unenroll_device',
  );
  // Porch stays enrolled: no statistic for a device the user did not change.
  expect(enrollment).toEqual([
    { action: 'enroll_device', doorbotId: 6 },
    { action: 'unenroll_device', doorbotId: 2 },
  ]);
});
