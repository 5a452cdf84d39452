import { fireEvent, screen } from '@testing-library/react';
import { TEXTS } from 'shared-contracts/constants';
import { createQueryClient, pageApiClient } from 'shared-contracts/api';
import {
  buildContact,
  buildCurrentLocation,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const options = {
  location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  flags: { 'onboarding-3-0': true },
};

test("the tab left behind shows the contacts edited in the provider's tab when it is shown again", async () => {
  const fixture = api.use({
    contacts: { 'loc-1': [buildContact({ firstName: 'Ann', lastName: 'Lee' })] },
  });
  // The product's cache defaults, not the test renderer's (which refetch every query on focus).
  const { user } = renderRemote('/onboarding/loc-1/emergency-contacts', {
    ...options,
    queryClient: createQueryClient({ api: pageApiClient() }),
  });
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  // On the web Edit opens the provider's contacts page in a new tab, where the user adds one.
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  fixture.contacts['loc-1'] = [
    buildContact({ firstName: 'Ann', lastName: 'Lee' }),
    buildContact({ firstName: 'Bo', lastName: 'Ray', seqNum: 2, contactNum: '2' }),
  ];

  fireEvent(document, new Event('visibilitychange', { bubbles: true }));
  expect(await screen.findByText('Bo Ray')).toBeInTheDocument();
});

test('reviews the contacts with Continue and Edit', async () => {
  api.use({
    contacts: {
      'loc-1': [buildContact({ firstName: 'Ann', lastName: 'Lee', phone: '+12025550111' })],
    },
  });
  const { user, path, platform } = renderRemote('/onboarding/loc-1/emergency-contacts', options);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('+12025550111')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(platform.calls.openExternal).toEqual([
    {
      page: 'contacts',
      params: {
        return_to:
          'http://localhost/return_to?from=emergency_contacts&user_id=1001&location_id=loc-1',
      },
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1');
  expect(platform.calls.recordStat).toEqual(
    expect.arrayContaining([
      { action: 'onboarding_secondary', pageId: 'onboarding-emergency-contacts' },
      { action: 'onboarding_primary', pageId: 'onboarding-emergency-contacts' },
    ]),
  );
});

test('no contacts reads No Emergency Contacts', async () => {
  api.use({ contacts: {} });
  renderRemote('/onboarding/loc-1/emergency-contacts', options);
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.noEmergencyContacts);
});

test('a failed read can be retried', async () => {
  const fixture = api.use({ failures: { getContacts: 500 } });
  const { user } = renderRemote('/onboarding/loc-1/emergency-contacts', options);
  expect(await screen.findByText('There was an error getting contacts')).toBeInTheDocument();
  delete fixture.failures.getContacts;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
  expectReports('There was an error getting contacts (http 500)');
});

test('classic flow: Continue ends on the introduction, Back goes to alert preferences', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/emergency-contacts', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  });
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(path()).toBe('/onboarding/loc-1/alert-preferences');
});
