import { screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, TEXTS } from 'shared-contracts';
import {
  buildCurrentLocation,
  buildDevice,
  requestsOf,
  setupApiServer,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

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
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.enrolledDeviceRequired);
});

test('the bulk update subscribes the enrolled devices and unsubscribes the others, then returns', async () => {
  const fixture = api.use({ devices: devices() });
  const { user, path } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('switch', { name: 'Yard' }));
  await user.click(screen.getByRole('switch', { name: 'Den' }));
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
});

test('switches work by keyboard', async () => {
  api.use({ devices: devices() });
  const { user } = renderRemote('/onboarding/loc-1/devices', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  const den = await screen.findByRole('switch', { name: 'Den' });
  den.focus();
  await user.keyboard(' ');
  expect(den).toBeChecked();
});
