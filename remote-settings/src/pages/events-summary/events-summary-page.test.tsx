import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { resetApiClient } from 'shared-contracts';
import {
  buildCurrentLocation,
  buildEventSummary,
  createApiFixture,
  createApiHandlers,
  createFakePlatform,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'standalone/testing';
import { EventsSummaryPage } from './events-summary-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

const location = { ...buildCurrentLocation(), overagesStartAt: 1_704_067_200 }; // 2024-01-01 UTC

test('shows the plain event summary and a card per resolution type plus guard reviewed', async () => {
  const fixture = createApiFixture({
    eventSummaries: {
      [location.locationId]: buildEventSummary({
        resolvedEvents: {
          count: 7,
          resolutionTypes: [
            { resolutionType: 'Passerby', count: 4 },
            { resolutionType: 'RequireAttention', count: 1 },
            { resolutionType: 'UnknownPerson', count: 2 },
          ],
        },
        guardReviewed: { count: 3, percentage: 30 },
      }),
    },
  });
  server.use(...createApiHandlers(fixture));
  renderWithProviders(<EventsSummaryPage />, { platform: createFakePlatform({ location }) });

  expect(screen.getByRole('heading', { name: 'Virtual Security Guard' })).toBeInTheDocument();
  expect(
    await screen.findByText(/^Event Summary: 7 events, since \d{2}\/\d{2}\/\d{4}$/),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Guard Event Summary' })).toBeInTheDocument();
  // RequireAttention is merged into Unknown Person.
  expect(screen.getByLabelText('Unknown Person events')).toHaveTextContent('3');
  expect(screen.getByLabelText('Passerby events')).toHaveTextContent('4');
  expect(screen.getByLabelText('Guard Reviewed events')).toHaveTextContent('3');
});

test('a failed summary shows the spec message with a retry', async () => {
  const fixture = createApiFixture({ failures: { getEventSummary: 500 } });
  server.use(...createApiHandlers(fixture));
  const { user } = renderWithProviders(<EventsSummaryPage />, {
    platform: createFakePlatform({ location }),
  });
  expect(await screen.findByText('There was an error getting event summary')).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Guard Event Summary' })).toBeInTheDocument();
});
