import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { resetApiClient } from 'shared-contracts';
import {
  buildContact,
  buildCurrentLocation,
  buildDevice,
  createApiFixture,
  createApiHandlers,
  createFakePlatform,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'standalone/testing';
import { IntroductionPage } from './introduction-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

test('summarises the default settings with a Complete Setup button', async () => {
  const location = buildCurrentLocation({ onboardStatus: 'incomplete' });
  const fixture = createApiFixture({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Front', starkEnrolled: true }),
      buildDevice({ doorbotId: 2, name: 'Back', starkEnrolled: false }),
    ],
    contacts: { [location.locationId]: [buildContact({ seqNum: 1 }), buildContact({ seqNum: 2 })] },
  });
  server.use(...createApiHandlers(fixture));
  renderWithProviders(<IntroductionPage />, { platform: createFakePlatform({ location }) });

  expect(await screen.findByText('1 enrolled')).toBeInTheDocument();
  expect(screen.getByText('Enrolled Devices')).toBeInTheDocument();
  expect(screen.getByText('2 contacts')).toBeInTheDocument();
  expect(screen.getByText('Alert Preferences')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeInTheDocument();
});
