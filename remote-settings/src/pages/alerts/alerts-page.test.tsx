import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'app-router';
import {
  buildContact,
  buildPreferencesResponse,
  createApiFixture,
  createApiHandlers,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from '../../testing/render';
import { AlertsPage } from './alerts-page';

const expectReports = expectErrorReportsNamed();

const { server } = setupApiServer();

const maria = buildContact({ firstName: 'Maria', lastName: 'Lopez', seqNum: 1 });
const james = buildContact({ firstName: 'James', lastName: 'Chen', seqNum: 2 });

function setup(fixture: Partial<ApiFixture> = {}, withRoutes = false) {
  const api = createApiFixture({
    preferences: {
      'loc-1': buildPreferencesResponse({
        contacts: [maria, james],
        alertPreferences: { '20Sms': ['CONTACT1'] },
      }),
    },
    ...fixture,
  });
  server.use(...createApiHandlers(api));
  return {
    ...(withRoutes
      ? renderWithProviders(
          <Routes>
            <Route
              path="/locations/:locationId/alerts"
              element={
                <>
                  <Link to="/locations/loc-1/devices">Authorized Devices</Link>
                  <AlertsPage />
                </>
              }
            />
            <Route path="/locations/:locationId/devices" element={<p>Devices page</p>} />
          </Routes>,
          { platform: createFakePlatform(), route: '/locations/loc-1/alerts' },
        )
      : renderWithProviders(<AlertsPage />, { platform: createFakePlatform() })),
    fixture: api,
  };
}

const table = (name: string) => screen.getByRole('table', { name });

test('a table per category with a row per contact and Call and Text columns', async () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Alert Preferences', level: 1 })).toBeVisible();
  await screen.findByRole('table', { name: 'Emergency' });
  // The tables, in this order, each named by its caption.
  expect(screen.getAllByRole('table')).toEqual(
    [
      'Emergency',
      'Indoor Person Detected',
      'Unknown Person',
      'Delivery',
      'Service Worker',
      'Guard Mode Status',
    ].map(table),
  );
  const delivery = within(table('Delivery'));
  expect(delivery.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Contact',
    'Call',
    'Text',
  ]);
  expect(delivery.getAllByRole('row')).toHaveLength(3);
  expect(delivery.getByRole('cell', { name: 'Maria Lopez' })).toBeVisible();
  // Text-only categories have no Call choice.
  expect(delivery.getAllByText('Not available')).toHaveLength(2);
  expect(delivery.queryByRole('checkbox', { name: /^Call/ })).not.toBeInTheDocument();
  expect(
    screen.getByText('A text is sent each time the service is turned on or off.'),
  ).toBeVisible();
});

test('emergency categories are checked and cannot be changed', async () => {
  setup();
  await screen.findByRole('table', { name: 'Emergency' });
  for (const category of ['Emergency', 'Indoor Person Detected']) {
    const boxes = within(table(category)).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  }
  expect(
    screen.getByRole('checkbox', { name: 'Text Maria Lopez for Unknown Person' }),
  ).toBeChecked();
  expect(
    screen.getByRole('checkbox', { name: 'Text James Chen for Unknown Person' }),
  ).not.toBeChecked();
});

test('the info banner links to Manage Shared Users', async () => {
  const { user, platform } = setup();
  expect(
    screen.getByText(
      'Each alert includes a link to the event video, which only shared users and the owner can open.',
    ),
  ).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Manage Shared Users' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'sharedUsers', params: undefined }]);
});

test('a change is saved with the fixed categories for every contact', async () => {
  const { user, fixture, platform } = setup();
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Text James Chen for Delivery' }));
  await user.click(screen.getByRole('checkbox', { name: 'Text Maria Lopez for Unknown Person' }));
  await user.click(save);
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'Alert preferences saved.',
      status: 'success',
    }),
  );
  const body = requestsOf(fixture, 'updatePreferences')[0]?.body;
  expect(body).toMatchObject({
    alertPreferences: {
      '10Phone': ['CONTACT1', 'CONTACT2'],
      '10Sms': ['CONTACT1', 'CONTACT2'],
      '11Phone': ['CONTACT1', 'CONTACT2'],
      '11Sms': ['CONTACT1', 'CONTACT2'],
      '20Sms': [],
      '30Sms': ['CONTACT2'],
    },
    preferences: { deliverySms: true, unknownPersonSms: false },
  });
  expect(body).not.toHaveProperty('preferences.onboardingComplete');
  await waitFor(() => expect(save).toBeDisabled());
  expect(screen.getByRole('checkbox', { name: 'Text James Chen for Delivery' })).toBeChecked();
});

// Leaving with unsaved changes

const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

test('leaving with unsaved changes asks first: Stay keeps the edits, Leave goes', async () => {
  const { user } = setup({}, true);
  const delivery = await screen.findByRole('checkbox', { name: 'Text James Chen for Delivery' });
  await user.click(delivery);
  await user.click(screen.getByRole('link', { name: 'Authorized Devices' }));
  const dialog = within(await leaveDialog());
  expect(
    dialog.getByText(
      'You have changed your alert preferences without saving. If you leave now, the changes are lost.',
    ),
  ).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: 'Text James Chen for Delivery' })).toBeChecked();

  await user.click(screen.getByRole('link', { name: 'Authorized Devices' }));
  await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('Devices page')).toBeVisible();
});

test('with nothing unsaved, or once saved, leaving does not ask', async () => {
  const { user } = setup({}, true);
  await user.click(await screen.findByRole('checkbox', { name: 'Text James Chen for Delivery' }));
  const save = screen.getByRole('button', { name: 'Save' });
  await user.click(save);
  await waitFor(() => expect(save).toBeDisabled());
  await user.click(screen.getByRole('link', { name: 'Authorized Devices' }));
  expect(await screen.findByText('Devices page')).toBeVisible();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a closing tab asks (beforeunload) only while changes are unsaved', async () => {
  const { user } = setup();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  await screen.findByRole('checkbox', { name: 'Text James Chen for Delivery' });
  expect(unload()).toBe(false);
  await user.click(screen.getByRole('checkbox', { name: 'Text James Chen for Delivery' }));
  expect(unload()).toBe(true);
  const save = screen.getByRole('button', { name: 'Save' });
  await user.click(save);
  await waitFor(() => expect(save).toBeDisabled());
  expect(unload()).toBe(false);
});

test('a failed save shows the spec toast and keeps the edits', async () => {
  const { user, platform } = setup({ failures: { updatePreferences: 500 } });
  await user.click(await screen.findByRole('checkbox', { name: 'Text James Chen for Delivery' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'There was an error saving changes, please try again.',
      status: 'error',
    }),
  );
  expect(screen.getByRole('checkbox', { name: 'Text James Chen for Delivery' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test("no contacts: 'No Emergency Contacts' as an error, with a way to add them", async () => {
  const { user, platform } = setup({
    preferences: { 'loc-1': buildPreferencesResponse({ contacts: [] }) },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(/^No Emergency Contacts/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Manage Emergency Contacts' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'contacts', params: undefined }]);
});

test("no preferences (404): 'No Emergency Contacts'", async () => {
  setup({ preferences: {} });
  expect(await screen.findByText('No Emergency Contacts')).toBeVisible();
  expectReports('Alert preferences not found (http 404)');
});

test('a failed read shows the spec message with a retry', async () => {
  const { user, fixture } = setup({ failures: { getPreferences: 500 } });
  expect(await screen.findByText('There was an error getting the user preferences')).toBeVisible();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Emergency' })).toBeVisible();
  expectReports('There was an error getting the user preferences (http 500)');
});
