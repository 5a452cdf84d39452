import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { resetApiClient } from 'shared-contracts';
import {
  buildLocation,
  buildSubscription,
  createApiFixture,
  createApiHandlers,
  createFakePlatform,
  type ApiFixture,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'standalone/testing';
import { LocationSelectorPage } from './location-selector-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function serve(overrides: Partial<ApiFixture>) {
  const fixture = createApiFixture(overrides);
  server.use(...createApiHandlers(fixture));
  return fixture;
}

const complete = buildLocation({
  locationId: 'loc-a',
  locationName: 'Corner Shop',
  onboardStatus: 'complete',
});
const incomplete = buildLocation({
  locationId: 'loc-b',
  locationName: 'Warehouse',
  onboardStatus: 'incomplete',
});
const shared = buildLocation({
  locationId: 'loc-c',
  locationName: 'Friend House',
  isOwner: false,
  ownerId: 2002,
});

test('groups locations by setup and explains the ones that cannot be chosen', async () => {
  serve({
    locations: [complete, incomplete, shared],
    subscriptions: {
      'loc-a': buildSubscription(),
      'loc-b': buildSubscription({
        entitlements: { ...buildSubscription().entitlements, monitoring: false },
      }),
    },
  });
  renderWithProviders(<LocationSelectorPage />);

  const incompleteGroup = await screen.findByRole('radiogroup', { name: 'Setup Incomplete' });
  const completeGroup = screen.getByRole('radiogroup', { name: 'Setup Complete' });
  expect(within(incompleteGroup).getByText('Warehouse')).toBeInTheDocument();
  expect(within(incompleteGroup).getByText('This location is not eligible.')).toBeInTheDocument();
  expect(within(completeGroup).getByText('Corner Shop')).toBeInTheDocument();
  expect(
    within(completeGroup).getByText('Shared locations must be enrolled by the owner.'),
  ).toBeInTheDocument();
});

test('Continue stays disabled until a selectable card is chosen, then opens its settings', async () => {
  const fixture = serve({
    locations: [complete, incomplete, shared],
    subscriptions: { 'loc-a': buildSubscription(), 'loc-b': buildSubscription() },
  });
  const { user, platform } = renderWithProviders(<LocationSelectorPage />);

  const continueButton = await screen.findByRole('button', { name: 'Continue' });
  expect(continueButton).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: /Friend House/ }));
  expect(continueButton).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: /Corner Shop/ }));
  expect(continueButton).toBeEnabled();
  await user.click(continueButton);
  expect(platform.calls.navigate.at(-1)?.to).toBe('/locations/loc-a');
  // Subscriptions are fetched only for the locations the user owns.
  const subscriptionCalls = fixture.requests.filter(
    (request) => request.call === 'getSubscription',
  );
  expect(subscriptionCalls.map((request) => new URL(request.url).pathname).sort()).toEqual([
    '/api/subscription/1001/locations/loc-a',
    '/api/subscription/1001/locations/loc-b',
  ]);
});

test('Continue on an incomplete location opens the onboarding introduction', async () => {
  serve({
    locations: [complete, incomplete],
    subscriptions: { 'loc-a': buildSubscription(), 'loc-b': buildSubscription() },
  });
  const { user, platform } = renderWithProviders(<LocationSelectorPage />, {
    platform: createFakePlatform(),
  });
  await user.click(await screen.findByRole('radio', { name: /Warehouse/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(platform.calls.navigate.at(-1)?.to).toBe('/onboarding/loc-b');
});
