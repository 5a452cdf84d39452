import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'app-router';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import {
  buildLocation,
  buildSubscription,
  createApiFixture,
  createApiHandlers,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { allowConsoleError } from 'test-support';
import { UiProvider } from 'ui';
import { useLocationStore } from '../features/location/location-store';
import { setRegistry } from '../federation/registry/current-registry';
import { loadRemoteApp } from '../federation/registry/load-remote';
import { pageLoads, resetRemoteFailures } from '../routing/page-loads';
import { TEST_REGISTRY } from '../testing/test-registry';
import { AppRoutes } from './app-routes';

const expectReports = expectErrorReportsNamed();

// The federation runtime cannot run in jsdom: each remote is a small stand-in app here.
jest.mock('../federation/registry/load-remote', () => ({
  loadedRemoteApp: jest.fn(),
  loadRemoteApp: jest.fn(),
}));

function StandInRemote({ name }: { name: string }) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  return (
    <section aria-label={`${name} remote`}>
      <p>
        {name} remote at {pathname} for {platform.location?.locationName ?? 'no location'}
      </p>
      <p>private guard flag {String(platform.isFlagOn('next-private-guard'))}</p>
      <button type="button" onClick={() => void platform.requestAuthorization()}>
        Authorize from the remote
      </button>
    </section>
  );
}

let fixture: ApiFixture;
const { server } = setupApiServer();
beforeEach(() => {
  useLocationStore.setState({ locationId: null });
  sessionStorage.clear();
  localStorage.clear();
  pageLoads.reset();
  resetRemoteFailures();
  jest.mocked(loadRemoteApp).mockImplementation(async (key: string) => ({
    RemoteApp: () => <StandInRemote name={key} />,
    routeTable: { name: key, module: './app', mounts: [], flags: [], pages: [] },
  }));
  // The registry the start-up read: where each remote mounts, and which pages need a flag.
  setRegistry(TEST_REGISTRY);
});

function serve(overrides: Partial<ApiFixture> = {}) {
  fixture = createApiFixture(overrides);
  server.use(...createApiHandlers(fixture));
  return fixture;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{pathname + search}</output>;
}

function renderApp(route: string, mobileSession = false) {
  const client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  const user = userEvent.setup();
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes mobileSession={mobileSession} />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { user };
}

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

test('the root enters through the selector: one selectable location opens its settings', async () => {
  serve();
  renderApp('/');
  expect(
    await screen.findByText('settings remote at /locations/loc-1 for Main House', undefined, {
      timeout: 4000,
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // The settings guard is the settings remote's (its route table): the host reads nothing of it.
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(0);
});

test('/location goes to the location selector', async () => {
  serve({
    locations: [buildLocation({ locationId: 'a' }), buildLocation({ locationId: 'b' })],
    subscriptions: { a: buildSubscription(), b: buildSubscription() },
  });
  renderApp('/location');
  expect(await screen.findByRole('radiogroup', { name: 'Setup Complete' })).toBeInTheDocument();
  expect(currentPath()).toBe('/locations');
});

test('a session that cannot be verified shows the not-authorized alert', async () => {
  serve({ failures: { getSession: 500 } });
  renderApp('/locations');
  expect(await screen.findByText('User not authorized. Refresh to try again.')).toBeInTheDocument();
  expectReports('There was an error verifying the session (http 500)');
});

test('the location-domain flags are merged in before a location page is gated', async () => {
  serve({ flags: { user: {}, locations: { 'loc-1': { 'next-private-guard': true } } } });
  renderApp('/locations/loc-1/private-guard');
  expect(
    await screen.findByText('settings remote at /locations/loc-1/private-guard for Main House'),
  ).toBeInTheDocument();
  expect(screen.getByText('private guard flag true')).toBeInTheDocument();
});

test('a page whose flag is off for the user and the location redirects to /not-found', async () => {
  serve();
  renderApp('/locations/loc-1/private-guard');
  expect(
    await screen.findByText('Sorry, the page you visited does not exist.'),
  ).toBeInTheDocument();
  expect(currentPath()).toBe('/not-found');
});

test("a location not among the user's shows the context failure instead of its pages", async () => {
  serve();
  renderApp('/locations/loc-404/events-summary');
  expect(
    await screen.findByText("Location with ID not found in user's allowed locations"),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'settings remote' })).not.toBeInTheDocument();
  expectReports("Location with ID not found in user's allowed locations");
});

test('/signin is the honeypot: reported and shown the 404', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve();
  renderApp('/signin');
  expect(
    await screen.findByText('Sorry, the page you visited does not exist.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(requestsOf(fixture, 'recordStat').map((request) => request.body)).toContainEqual(
      expect.objectContaining({
        action: 'not_found',
        pageId: 'signin-honeypot',
        pagePath: '/signin',
        version: '3.0.74',
      }),
    ),
  );
  expect(warn).toHaveBeenCalledWith('[honeypot] /signin was requested');
  warn.mockRestore();
});

test('each page view is recorded with the page id and the location', async () => {
  serve();
  renderApp('/locations/loc-1/events-summary');
  await screen.findByText(/settings remote at \/locations\/loc-1\/events-summary/);
  await waitFor(() =>
    expect(requestsOf(fixture, 'recordStat').map((request) => request.body)).toEqual([
      {
        neighborId: 1001,
        locationId: 'loc-1',
        pagePath: '/locations/loc-1/events-summary',
        pageId: '/locations/:locationId/events-summary',
        action: 'page_view',
        doorbotId: null,
        version: '3.0.74',
      },
    ]),
  );
});

test('a remote opens the shared Authorize modal through the Platform', async () => {
  serve();
  const { user } = renderApp('/locations/loc-1/events-summary');
  await user.click(await screen.findByRole('button', { name: 'Authorize from the remote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Authorize Virtual Security Guard' });
  await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
  await waitFor(() =>
    expect(requestsOf(fixture, 'recordStat').map((request) => request.body)).toContainEqual(
      expect.objectContaining({ action: 'deny_authorization', locationId: 'loc-1' }),
    ),
  );
});

test("the user menu Logout goes through /signout to the provider's logout page", async () => {
  // jsdom cannot leave the page; the attempt is what /signout does.
  allowConsoleError(/Not implemented: navigation/);
  serve({
    locations: [buildLocation({ locationId: 'a' }), buildLocation({ locationId: 'b' })],
    subscriptions: { a: buildSubscription(), b: buildSubscription() },
  });
  const { user } = renderApp('/locations');
  const menu = await screen.findByRole('button', { name: 'Account menu' });
  await screen.findByRole('radiogroup', { name: 'Setup Complete' });
  act(() => menu.focus());
  await user.keyboard('{ArrowDown}');
  const logout = await screen.findByRole('menuitem', { name: 'Logout' });
  // The open menu takes the focus and highlights its item a frame later: an Enter before that goes
  // to the trigger instead (it happened on a loaded machine).
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  await waitFor(() => expect(logout).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentPath()).toBe('/signout'));
  await waitFor(() =>
    expect(requestsOf(fixture, 'recordStat').map((request) => request.body)).toContainEqual(
      expect.objectContaining({ action: 'click', pageId: 'user-menu-logout' }),
    ),
  );
});

test('a mobile session shows the page without header or footer', async () => {
  serve({
    locations: [buildLocation({ locationId: 'a' }), buildLocation({ locationId: 'b' })],
    subscriptions: { a: buildSubscription(), b: buildSubscription() },
  });
  renderApp('/locations', true);
  expect(await screen.findByRole('radiogroup', { name: 'Setup Complete' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});
