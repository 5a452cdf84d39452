import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'app-router';
import { bindApiClient, pageApiClient } from 'shared-contracts/api';
import { EVENTS, publishEvent } from 'shared-contracts/events';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import { redirectTo, type RouteTable } from 'shared-contracts/routing';
import { buildLocation, buildSubscription, setupApiServer } from 'shared-contracts/testing';
import { UiProvider } from 'ui';
import { StandalonePlatform } from './standalone-platform';

const { use: serve } = setupApiServer();

/**
 * A remote's route table with one flag-gated page and one guarded page, as a remote's
 * route-table.ts declares it.
 */
const TABLE: RouteTable = {
  name: 'remote_example',
  module: './app',
  mounts: ['/locations/:locationId/*', '/free-trial-canceled'],
  flags: ['next-private-guard'],
  pages: [
    { id: 'devices', path: '/locations/:locationId/devices' },
    {
      id: 'private-guard',
      path: '/locations/:locationId/private-guard',
      flag: 'next-private-guard',
    },
    {
      id: 'guarded',
      path: '/locations/:locationId/guarded',
      guard: ({ params }) => redirectTo(`/free-trial-canceled?from=${params.locationId ?? ''}`),
    },
    { id: 'free-trial-canceled', path: '/free-trial-canceled' },
  ],
};

/** Every location a remote's page was given, in order: a guard acts on the first one it sees. */
function renderStandalone(route: string, seen: (CurrentLocation | null)[] = []) {
  function Page() {
    const { location } = usePlatform();
    seen.push(location);
    return (
      <p>
        page of {location?.locationName ?? 'no location'}, set up {location?.onboardStatus}
      </p>
    );
  }
  const client = bindApiClient(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    pageApiClient(),
  );
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <StandalonePlatform table={TABLE} remote="example">
            {() => <Page />}
          </StandalonePlatform>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return seen;
}

test("an owned location reaches the remote only with its subscription's entitlements", async () => {
  serve({
    locations: [buildLocation({ locationId: 'loc-1', locationName: 'Maple Street Home' })],
    subscriptions: { 'loc-1': buildSubscription() },
  });
  // The locations the page was given, one per render.
  const seen: (CurrentLocation | null)[] = [];
  renderStandalone('/locations/loc-1/devices', seen);
  expect(await screen.findByText(/page of Maple Street Home/)).toBeInTheDocument();
  expect(seen.length).toBeGreaterThan(0);
  for (const location of seen) expect(location?.hasEntitlements).toBe(true);
});

test('the location domain flags are merged with the user domain ones', async () => {
  serve({
    flags: {
      user: { 'next-automated-warning': true },
      locations: { 'loc-1': { 'next-private-guard': true } },
    },
  });
  renderStandalone('/locations/loc-1/private-guard');
  expect(await screen.findByText(/page of Main House/)).toBeInTheDocument();
});

test('a page the route table gates by a flag that is off goes to /not-found, as in the host', async () => {
  serve({ flags: { user: {}, locations: {} } });
  renderStandalone('/locations/loc-1/private-guard');
  expect(
    await screen.findByText('Sorry, the page you visited does not exist.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^page of/)).not.toBeInTheDocument();
});

test("a location not among the user's is named, as in the host", async () => {
  serve({ locations: [buildLocation({ locationId: 'loc-1' })] });
  renderStandalone('/locations/loc-404/devices');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Location with ID not found in user's allowed locations",
  );
});

test('a page that names no location gets none', async () => {
  serve();
  renderStandalone('/free-trial-canceled');
  expect(await screen.findByText(/page of no location/)).toBeInTheDocument();
});

test('as the host does, an enrollment change refetches the location list', async () => {
  const fixture = serve({
    locations: [buildLocation({ locationId: 'loc-1', onboardStatus: 'incomplete' })],
    subscriptions: { 'loc-1': buildSubscription() },
  });
  renderStandalone('/locations/loc-1/devices');
  expect(await screen.findByText(/set up incomplete/)).toBeInTheDocument();
  for (const location of fixture.locations) location.onboardStatus = 'complete';
  await act(() => publishEvent(EVENTS.ENROLLMENT_CHANGED, { ownerId: 1001, locationId: 'loc-1' }));
  expect(await screen.findByText(/set up complete/)).toBeInTheDocument();
});

test("a page's guard runs before it, as the host runs it, and its redirect is followed", async () => {
  serve();
  renderStandalone('/locations/loc-1/guarded');
  expect(await screen.findByText(/page of no location/)).toBeInTheDocument();
});
