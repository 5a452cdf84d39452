import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { resetApiClient } from 'shared-contracts';
import {
  buildLocation,
  buildUserLocationStatus,
  createApiFixture,
  createApiHandlers,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'standalone/testing';
import { DashboardPage } from './dashboard-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

test('counts locations by onboarding and monitoring reason, with defaults for missing statuses', async () => {
  const fixture = createApiFixture({
    locations: [
      buildLocation({ locationId: 'a', onboardStatus: 'complete' }),
      buildLocation({ locationId: 'b', onboardStatus: 'incomplete' }),
      buildLocation({ locationId: 'c', onboardStatus: 'complete' }),
    ],
    userStatus: [
      buildUserLocationStatus({ locationId: 'a', monitoringReason: 'ACTIVE' }),
      buildUserLocationStatus({ locationId: 'b', monitoringReason: 'PAUSED' }),
    ],
  });
  server.use(...createApiHandlers(fixture));
  renderWithProviders(<DashboardPage />);

  expect(await screen.findByText('3 locations')).toBeInTheDocument();
  const row = (label: string) =>
    screen.getByText(label, { exact: true }).parentElement as HTMLElement;
  expect(within(row('Complete')).getByText('2')).toBeInTheDocument();
  expect(within(row('Incomplete')).getByText('1')).toBeInTheDocument();
  expect(within(row('Active')).getByText('1')).toBeInTheDocument();
  expect(within(row('Paused')).getByText('1')).toBeInTheDocument();
  // Location c is missing from the status list: INELIGIBLE by default.
  expect(within(row('Ineligible')).getByText('1')).toBeInTheDocument();
});
