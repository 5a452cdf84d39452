import { screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from 'shared-contracts/constants';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import {
  buildContact,
  buildCurrentLocation,
  buildDevice,
  buildPreferencesResponse,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const incomplete = () => buildCurrentLocation({ onboardStatus: 'incomplete' });
const flags30 = { 'onboarding-3-0': true } as const;

test('summarises the default settings: enrolled devices, emergency contacts, alert preferences', async () => {
  api.use({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Front', starkEnrolled: true }),
      buildDevice({ doorbotId: 2, name: 'Back', starkEnrolled: false }),
    ],
    contacts: {
      'loc-1': [
        buildContact({ seqNum: 1, firstName: 'Ann', lastName: 'Lee' }),
        buildContact({ seqNum: 2, firstName: 'Bo', lastName: 'Kim' }),
      ],
    },
  });
  renderRemote('/onboarding/loc-1', { location: incomplete(), flags: flags30 });

  expect(await screen.findByText('1 enrolled: Front')).toBeInTheDocument();
  expect(screen.getByText('Enrolled Devices')).toBeInTheDocument();
  expect(screen.getByText('2 contacts: Ann Lee, Bo Kim')).toBeInTheDocument();
  expect(screen.getByText('Alert Preferences')).toBeInTheDocument();
  expect(
    screen.getByText('Calls and texts for emergencies; texts for Unknown Person'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
});

test('with nothing enrolled, the outdoor eligible devices are the default', async () => {
  api.use({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Porch' }),
      buildDevice({ doorbotId: 2, name: 'Den', stark_eligible_info: 'indoor' }),
      buildDevice({
        doorbotId: 3,
        name: 'Attic',
        stark_eligible: false,
        stark_eligible_info: 'battery',
      }),
    ],
  });
  renderRemote('/onboarding/loc-1', { location: incomplete(), flags: flags30 });
  expect(await screen.findByText('Outdoor devices to enroll: Porch')).toBeInTheDocument();
});

test('no device to enroll and no contacts are shown as problems', async () => {
  api.use({
    devices: [buildDevice({ stark_eligible: false, stark_eligible_info: 'solar' })],
    contacts: {},
  });
  renderRemote('/onboarding/loc-1', { location: incomplete(), flags: flags30 });
  expect(await screen.findByText(ONBOARDING_TEXTS.enrolledDeviceRequired)).toBeInTheDocument();
  expect(screen.getByText(TEXTS.noEmergencyContacts)).toBeInTheDocument();
});

test('each summary entry opens its page', async () => {
  api.use({ devices: [buildDevice()] });
  const { user, path } = renderRemote('/onboarding/loc-1', {
    location: incomplete(),
    flags: flags30,
  });
  await user.click(await screen.findByRole('button', { name: 'Review Enrolled Devices' }));
  expect(path()).toBe('/onboarding/loc-1/devices');
  expect(await screen.findByRole('heading', { name: 'Enrolled Devices' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Review Emergency Contacts' }));
  expect(path()).toBe('/onboarding/loc-1/emergency-contacts');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Review Alert Preferences' }));
  expect(path()).toBe('/onboarding/loc-1/alert-preferences');
});

test('a failed read shows its message with a Retry that reads again', async () => {
  const fixture = api.use({
    devices: [buildDevice({ name: 'Porch' })],
    failures: { getDevices: 500 },
  });
  const { user } = renderRemote('/onboarding/loc-1', { location: incomplete(), flags: flags30 });
  expect(await screen.findByRole('alert')).toHaveTextContent('There was an error getting devices');
  expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
  delete fixture.failures.getDevices;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Outdoor devices to enroll: Porch')).toBeInTheDocument();
  expectReports('There was an error getting devices (http 500)');
});

test('a shared user is told the owner enrolls the location', async () => {
  api.use();
  renderRemote('/onboarding/loc-1', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete', isOwner: false, ownerId: 2002 }),
    flags: flags30,
  });
  expect(await screen.findByText(TEXTS.sharedLocationMessage)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
});

test('3.0: Back from the introduction warns before leaving onboarding', async () => {
  api.use({ devices: [buildDevice()] });
  const { user, platform } = renderRemote('/onboarding/loc-1', {
    location: incomplete(),
    flags: flags30,
  });
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
  expect(platform.calls.exit).toBe(1);
});

test('classic flow: the introduction ends the flow; Back returns to emergency contacts', async () => {
  api.use({ devices: [buildDevice()] });
  const { user, path } = renderRemote('/onboarding/loc-1', { location: incomplete() });
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(path()).toBe('/onboarding/loc-1/emergency-contacts');
});

test('the alert preferences summary reads the preferences answer', async () => {
  api.use({
    devices: [buildDevice()],
    preferences: {
      'loc-1': buildPreferencesResponse({
        alertPreferences: { '30Sms': ['CONTACT1'], '40Sms': ['CONTACT1'] },
      }),
    },
  });
  renderRemote('/onboarding/loc-1', { location: incomplete(), flags: flags30 });
  expect(
    await screen.findByText('Calls and texts for emergencies; texts for Delivery, Service Worker'),
  ).toBeInTheDocument();
});

test('the devices are asked for once', async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  renderRemote('/onboarding/loc-1', {
    location: incomplete(),
    flags: flags30,
  });
  await screen.findByText('Outdoor devices to enroll: Front Door');
  await waitFor(() => expect(requestsOf(fixture, 'getDevices')).toHaveLength(1));
});
