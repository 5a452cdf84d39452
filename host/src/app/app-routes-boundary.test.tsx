import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'app-router';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import {
  buildLocation,
  buildSubscription,
  createApiFixture,
  createApiHandlers,
  setupApiServer,
} from 'shared-contracts/testing';
import { allowConsoleError } from 'test-support';
import { UiProvider } from 'ui';
import { useLocationStore } from '../features/location/location-store';
import { setRegistry } from '../federation/registry/current-registry';
import { TEST_REGISTRY } from '../testing/test-registry';
import { AppRoutes } from './app-routes';

// The host's own pages are stand-ins here, each made to throw while rendering on demand.
const mockBroken = new Set<string>();
function mockPage(name: string) {
  if (mockBroken.has(name)) throw new Error(`${name} page broke`);
  return <h1>{name} page</h1>;
}
jest.mock('../pages/locations/location-selector-page', () => ({
  LocationSelectorPage: () => mockPage('selector'),
}));
jest.mock('../pages/auth-return/onboard-page', () => ({ OnboardPage: () => mockPage('onboard') }));
jest.mock('../pages/return-to/return-to-page', () => ({
  ReturnToPage: () => mockPage('return-to'),
}));
jest.mock('../pages/not-found/not-found-page', () => ({
  NotFoundPage: () => mockPage('not-found'),
}));
jest.mock('../federation/registry/load-remote', () => ({
  loadedRemoteApp: jest.fn(),
  loadRemoteApp: jest.fn(),
}));

const { server } = setupApiServer();
beforeEach(() => {
  mockBroken.clear();
  useLocationStore.setState({ locationId: null });
  sessionStorage.clear();
  localStorage.clear();
  setRegistry(TEST_REGISTRY);
  server.use(
    ...createApiHandlers(
      createApiFixture({
        locations: [buildLocation({ locationId: 'a' }), buildLocation({ locationId: 'b' })],
        subscriptions: { a: buildSubscription(), b: buildSubscription() },
      }),
    ),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  allowConsoleError(/page broke/);
});

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

function renderApp(route: string) {
  const client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  const user = userEvent.setup();
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes mobileSession={false} />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { user };
}

test.each([
  ['/locations', 'selector'],
  ['/onboard', 'onboard'],
  ['/return_to', 'return-to'],
  ['/not-found', 'not-found'],
])('a render error on %s shows the boundary page inside the layout', async (path, page) => {
  mockBroken.add(page);
  renderApp(path);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('There was a problem');
  expect(alert).toHaveTextContent('Sorry, something went wrong.');
  expect(screen.getByRole('button', { name: 'Back to Control Center' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith(`[page ${path}]`, new Error(`${page} page broke`));
});

test('Back to Control Center leaves the failed page for one that renders', async () => {
  mockBroken.add('onboard');
  const { user } = renderApp('/onboard');
  await user.click(await screen.findByRole('button', { name: 'Back to Control Center' }));
  expect(await screen.findByRole('heading', { name: 'selector page' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/locations');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('a render error in the Platform above the layout (the location in context) shows the boundary page', async () => {
  // Locations answered as an object: finding the location of the address throws.
  server.use(http.get('*/api/neighbors/:userId/locations', () => HttpResponse.json({ items: [] })));
  allowConsoleError(/is not a function/);
  renderApp('/onboard?error_code=access_denied&locationId=a');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('There was a problem');
  expect(alert).toHaveTextContent('Sorry, something went wrong.');
  expect(screen.getByRole('button', { name: 'Back to Control Center' })).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalledWith('[platform /onboard]', expect.any(TypeError));
});
