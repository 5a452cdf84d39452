import { screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, TEXTS } from 'shared-contracts/constants';
import {
  buildContact,
  buildCurrentLocation,
  buildPreferences,
  buildPreferencesResponse,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const options = () => ({
  location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  flags: { 'onboarding-3-0': true },
});
const twoContacts = () =>
  buildPreferencesResponse({
    preferences: buildPreferences({
      unknownPersonSms: true,
      deliverySms: false,
      serviceWorkerSms: false,
      vsgModeStatusSms: true,
    }),
    contacts: [buildContact({ seqNum: 1 }), buildContact({ seqNum: 2, firstName: 'Max' })],
    alertPreferences: { '20Sms': ['CONTACT1', 'CONTACT2'], '30Sms': ['CONTACT1'] },
  });

test('emergencies are fixed on; the other categories show who is texted', async () => {
  api.use({ preferences: { 'loc-1': twoContacts() } });
  renderRemote('/onboarding/loc-1/alert-preferences', options());
  const emergencyCall = await screen.findByRole('checkbox', { name: 'Emergencies Call' });
  expect(emergencyCall).toBeChecked();
  expect(emergencyCall).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Indoor Person Detected Text' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Unknown Person Text' })).toBeChecked();
  // Only one of two contacts gets delivery texts: not on for everyone.
  expect(screen.getByRole('checkbox', { name: 'Delivery Text' })).not.toBeChecked();
  expect(
    screen.getByText('A text is sent each time the service is turned on or off.'),
  ).toBeInTheDocument();
});

test('Continue saves the changes for every contact and returns to the introduction', async () => {
  const fixture = api.use({ preferences: { 'loc-1': twoContacts() } });
  const { user, path } = renderRemote('/onboarding/loc-1/alert-preferences', options());
  await user.click(await screen.findByRole('checkbox', { name: 'Service Worker Text' }));
  await user.click(screen.getByRole('checkbox', { name: 'Unknown Person Text' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));

  const [put] = requestsOf(fixture, 'updatePreferences');
  expect(put?.body).toMatchObject({
    alertPreferences: {
      '10Phone': ['CONTACT1', 'CONTACT2'],
      '10Sms': ['CONTACT1', 'CONTACT2'],
      '20Sms': [],
      '30Sms': ['CONTACT1'],
      '40Sms': ['CONTACT1', 'CONTACT2'],
    },
    // The earlier text flags follow, as settings keeps them.
    preferences: {
      unknownPersonSms: false,
      deliverySms: true,
      serviceWorkerSms: true,
      vsgModeStatusSms: false,
    },
  });
  expect(put?.body).not.toHaveProperty('preferences.onboardingComplete');
});

test('Continue without changes saves nothing', async () => {
  const fixture = api.use({ preferences: { 'loc-1': twoContacts() } });
  const { user, path } = renderRemote('/onboarding/loc-1/alert-preferences', options());
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1');
  expect(requestsOf(fixture, 'updatePreferences')).toHaveLength(0);
});

test('a failed save keeps the changes and shows the error toast', async () => {
  api.use({ preferences: { 'loc-1': twoContacts() }, failures: { updatePreferences: 500 } });
  const { user, platform, path } = renderRemote('/onboarding/loc-1/alert-preferences', options());
  await user.click(await screen.findByRole('checkbox', { name: 'Delivery Text' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(platform.calls.toast).toEqual([{ status: 'error', title: ERROR_MESSAGES.saveChanges }]),
  );
  expect(path()).toBe('/onboarding/loc-1/alert-preferences');
  expect(screen.getByRole('checkbox', { name: 'Delivery Text' })).toBeChecked();
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test('no emergency contacts (or no preferences) is shown as an error', async () => {
  api.use({ preferences: {} });
  renderRemote('/onboarding/loc-1/alert-preferences', options());
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.noEmergencyContacts);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expectReports('Alert preferences not found (http 404)');
});

test('classic flow: Continue goes on to emergency contacts; Back to devices', async () => {
  api.use({ preferences: { 'loc-1': twoContacts() } });
  const classic = { location: buildCurrentLocation({ onboardStatus: 'incomplete' }) };
  const { user, path, unmount } = renderRemote('/onboarding/loc-1/alert-preferences', classic);
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1/emergency-contacts');
  unmount();
  const view = renderRemote('/onboarding/loc-1/alert-preferences', classic);
  await view.user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(view.path()).toBe('/onboarding/loc-1/devices');
});
