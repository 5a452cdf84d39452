import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { VirtuosoMockContext } from 'react-virtuoso';
import { Route, Routes, useLocation } from 'app-router';
import type { Location } from 'shared-contracts/entities';
import type { FeatureFlags } from 'shared-contracts/constants';
import {
  buildLocation,
  buildSubscription,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { pagePath } from 'shared-contracts/routing';
import { preloadRemoteForPage } from '../../federation/preload/remote-preload';
import { setRegistry } from '../../federation/registry/current-registry';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { DRAW_ALL_UP_TO } from './location-group';
import { LocationSelectorPage } from './location-selector-page';

const expectReports = expectErrorReportsNamed();

jest.mock('../../federation/preload/remote-preload');
const preload = jest.mocked(preloadRemoteForPage);
/** The paths of the pages preloaded for, as the registry places them. */
const preloadedPaths = () => preload.mock.calls.map(([page]) => pagePath(TEST_REGISTRY, page));

const api = setupApiServer();
afterEach(() => {
  preload.mockReset();
  // Where the remotes' pages are: the registry of this page load.
  setRegistry(TEST_REGISTRY);
});

function serve(overrides: Partial<ApiFixture>) {
  const fixture = api.use(overrides);
  return fixture;
}

function Where() {
  const location = useLocation();
  return <p>now at {location.pathname}</p>;
}

function renderSelector(flags: FeatureFlags = {}, viewportHeight = 2000) {
  return renderWithProviders(
    <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight: 100 }}>
      <Routes>
        <Route path="/locations" element={<LocationSelectorPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </VirtuosoMockContext.Provider>,
    { route: '/locations', platform: createFakePlatform({ flags }) },
  );
}

const complete = buildLocation({
  locationId: 'loc-a',
  locationName: 'Corner Shop',
  onboardStatus: 'complete',
});
const incomplete = buildLocation({
  locationId: 'loc-b',
  locationName: 'Beach Warehouse',
  onboardStatus: 'incomplete',
});
const shared = buildLocation({
  locationId: 'loc-c',
  locationName: 'Friend House',
  isOwner: false,
  ownerId: 2002,
});
const notEligible = buildLocation({
  locationId: 'loc-d',
  locationName: 'Old Garage',
  onboardStatus: 'incomplete',
});
const second = buildLocation({ locationId: 'loc-e', locationName: 'Second Office' });
const entitled = buildSubscription();
const noMonitoring = buildSubscription({ entitlements: { monitoring: false } });

const standard = () =>
  serve({
    locations: [complete, incomplete, shared, notEligible, second],
    subscriptions: {
      'loc-a': entitled,
      'loc-b': entitled,
      'loc-d': noMonitoring,
      'loc-e': entitled,
    },
  });

test('groups locations by setup and explains the ones that cannot be chosen', async () => {
  standard();
  renderSelector();
  const incompleteGroup = await screen.findByRole('radiogroup', { name: 'Setup Incomplete' });
  const completeGroup = screen.getByRole('radiogroup', { name: 'Setup Complete' });
  expect(
    within(incompleteGroup)
      .getAllByRole('radio')
      .map((radio) => radio.textContent),
  ).toEqual([expect.stringContaining('Beach Warehouse'), expect.stringContaining('Old Garage')]);
  expect(within(incompleteGroup).getByText('This location is not eligible.')).toBeInTheDocument();
  expect(within(completeGroup).getByText('Corner Shop')).toBeInTheDocument();
  expect(
    within(completeGroup).getByText('Shared locations must be enrolled by the owner.'),
  ).toBeInTheDocument();
  // A card shows the name, the address and city/state/zip.
  const card = within(completeGroup).getByRole('radio', { name: /Corner Shop/ });
  expect(card).toHaveTextContent('1 Main St, Unit 2');
  expect(card).toHaveTextContent('Springfield, CA 90001');
  expect(within(completeGroup).getByRole('radio', { name: /Friend House/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('Continue stays disabled until a selectable card is chosen, then opens its settings', async () => {
  const fixture = standard();
  const { user, platform } = renderSelector();
  const continueButton = await screen.findByRole('button', { name: 'Continue' });
  expect(continueButton).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: /Friend House/ }));
  await user.click(screen.getByRole('radio', { name: /Old Garage/ }));
  expect(continueButton).toBeDisabled();
  // Cards that cannot be chosen preload nothing.
  expect(preload).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: /Old Garage/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await user.click(screen.getByRole('radio', { name: /Corner Shop/ }));
  expect(screen.getByRole('radio', { name: /Corner Shop/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(continueButton).toBeEnabled();
  // Choosing starts loading the remote Continue goes to.
  expect(preloadedPaths()).toContain('/locations/loc-a');
  await user.click(continueButton);
  expect(platform.calls.selectLocation).toEqual(['loc-a']);
  expect(platform.calls.navigate.at(-1)?.to).toBe('/locations/loc-a');
  expect(platform.calls.recordStat).toEqual([
    { action: 'click', pageId: 'location-selector-continue' },
  ]);
  // Subscriptions are fetched only for the locations the user owns.
  const paths = requestsOf(fixture, 'getSubscription').map(
    (request) => new URL(request.url).pathname,
  );
  expect(paths.sort()).toEqual([
    '/api/subscription/1001/locations/loc-a',
    '/api/subscription/1001/locations/loc-b',
    '/api/subscription/1001/locations/loc-d',
    '/api/subscription/1001/locations/loc-e',
  ]);
});

test('Continue on an incomplete location opens the onboarding introduction', async () => {
  standard();
  const { user, platform } = renderSelector();
  await user.click(await screen.findByRole('radio', { name: /Beach Warehouse/ }));
  expect(preloadedPaths()).toContain('/onboarding/loc-b');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(platform.calls.navigate.at(-1)?.to).toBe('/onboarding/loc-b');
});

test('the groups are operable by keyboard, skipping cards that cannot be chosen', async () => {
  standard();
  const { user, platform } = renderSelector();
  const incompleteGroup = await screen.findByRole('radiogroup', { name: 'Setup Incomplete' });
  await user.tab();
  expect(incompleteGroup).toHaveFocus();
  // The group's first selectable card is current; Space chooses it.
  expect(incompleteGroup).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('radio', { name: /Beach Warehouse/ }).id,
  );
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: /Beach Warehouse/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Old Garage (not eligible) is the only other card: the arrows stay on Beach Warehouse.
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /Beach Warehouse/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await user.tab();
  const completeGroup = screen.getByRole('radiogroup', { name: 'Setup Complete' });
  expect(completeGroup).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  // From Corner Shop, Friend House (shared) is skipped.
  expect(screen.getByRole('radio', { name: /Second Office/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.getByRole('radio', { name: /Beach Warehouse/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /Corner Shop/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.keyboard('{End}');
  expect(screen.getByRole('radio', { name: /Second Office/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.keyboard('{Home}');
  expect(screen.getByRole('radio', { name: /Corner Shop/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('radio', { name: /Second Office/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await user.tab();
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(platform.calls.navigate.at(-1)?.to).toBe('/locations/loc-e');
});

test('without the selector flag there is no search or filter', async () => {
  standard();
  renderSelector();
  await screen.findByRole('radiogroup', { name: 'Setup Complete' });
  expect(screen.queryByRole('searchbox', { name: 'Search for locations' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

test('search is a debounced, case-insensitive substring match on the name', async () => {
  standard();
  const { user } = renderSelector({ 'next-location-selector-smb-customers': true });
  const search = await screen.findByRole('searchbox', { name: 'Search for locations' });
  fireEvent.change(search, { target: { value: 'BEACH' } });
  // Debounced: the list changes only once typing pauses.
  expect(screen.getByRole('radio', { name: /Corner Shop/ })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('radio', { name: /Corner Shop/ })).not.toBeInTheDocument(),
  );
  expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
    expect.stringContaining('Beach Warehouse'),
  ]);
  expect(screen.queryByRole('radiogroup', { name: 'Setup Complete' })).not.toBeInTheDocument();

  await user.clear(search);
  await user.type(search, 'nowhere at all');
  expect(await screen.findByText('No locations found.')).toBeInTheDocument();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('the filter shows All Locations, Setup Completed or Setup Incomplete', async () => {
  standard();
  const { user } = renderSelector({ 'next-location-selector-smb-customers': true });
  const filter = await screen.findByRole('combobox', { name: 'Filter locations by setup' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All Locations', 'Setup Completed', 'Setup Incomplete']);
  await user.selectOptions(filter, 'Setup Completed');
  expect(screen.queryByRole('radiogroup', { name: 'Setup Incomplete' })).not.toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Setup Complete' })).toBeInTheDocument();
  await user.selectOptions(filter, 'Setup Incomplete');
  expect(screen.queryByRole('radiogroup', { name: 'Setup Complete' })).not.toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Setup Incomplete' })).toBeInTheDocument();
  await user.selectOptions(filter, 'All Locations');
  expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
});

test('a chosen location hidden by the filter is no longer chosen', async () => {
  standard();
  const { user } = renderSelector({ 'next-location-selector-smb-customers': true });
  await user.click(await screen.findByRole('radio', { name: /Corner Shop/ }));
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Filter locations by setup' }),
    'Setup Incomplete',
  );
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('entry: exactly one selectable location is chosen automatically', async () => {
  serve({ locations: [complete], subscriptions: { 'loc-a': entitled } });
  renderSelector({ 'next-dashboard-smb-customers': true });
  expect(await screen.findByText('now at /locations/loc-a')).toBeInTheDocument();
});

test('entry: one incomplete selectable location opens its onboarding', async () => {
  serve({ locations: [incomplete], subscriptions: { 'loc-b': entitled } });
  renderSelector();
  expect(await screen.findByText('now at /onboarding/loc-b')).toBeInTheDocument();
});

test('entry: a free trial available goes to its free trial page', async () => {
  serve({
    locations: [complete, incomplete],
    subscriptions: {
      'loc-a': entitled,
      'loc-b': buildSubscription({
        freeTrialStatus: 'AVAILABLE',
        entitlements: { monitoring: false },
      }),
    },
  });
  renderSelector({ 'next-dashboard-smb-customers': true });
  expect(await screen.findByText('now at /locations/loc-b/free-trial')).toBeInTheDocument();
});

test('entry: no location with entitlements goes to the upsell page', async () => {
  serve({ locations: [shared, notEligible], subscriptions: { 'loc-d': noMonitoring } });
  renderSelector({ 'next-dashboard-smb-customers': true });
  expect(await screen.findByText('now at /video-monitoring/experience-more')).toBeInTheDocument();
});

test('entry: the small-business dashboard flag goes to /dashboard', async () => {
  standard();
  renderSelector({ 'next-dashboard-smb-customers': true });
  expect(await screen.findByText('now at /dashboard')).toBeInTheDocument();
});

test('locations that cannot be fetched show the error with Try again', async () => {
  const fixture = serve({ failures: { getLocations: 500 } });
  const { user } = renderSelector();
  expect(await screen.findByText('There was an error getting locations')).toBeInTheDocument();
  fixture.failures = {};
  fixture.locations = [complete, second];
  fixture.subscriptions = { 'loc-a': entitled, 'loc-e': entitled };
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radiogroup', { name: 'Setup Complete' })).toBeInTheDocument();
  expectReports('There was an error getting locations (http 500)');
});

test('subscriptions that cannot be read show the error with Try again', async () => {
  const fixture = serve({
    locations: [complete, second],
    subscriptions: { 'loc-a': entitled, 'loc-e': entitled },
    failures: { getSubscription: 500 },
  });
  const { user } = renderSelector();
  expect(
    await screen.findByText('There was an error getting the subscription'),
  ).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radiogroup', { name: 'Setup Complete' })).toBeInTheDocument();
  expectReports(
    'There was an error getting the subscription (http 500)',
    'There was an error getting the subscription (http 500)',
  );
});

function fleet(count: number): Location[] {
  return Array.from({ length: count }, (_, index) =>
    buildLocation({
      locationId: `smb-${index}`,
      locationName: `Store ${String(index).padStart(4, '0')}`,
      onboardStatus: index % 3 === 0 ? 'incomplete' : 'complete',
      // One in twenty is the user's own (its subscription is read); the others are shared.
      ...(index % 20 === 0 ? {} : { isOwner: false, ownerId: 2002 }),
    }),
  );
}

const owned = (count: number): Location[] =>
  Array.from({ length: count }, (_, index) =>
    buildLocation({
      locationId: `own-${index}`,
      locationName: `Shop ${String(index).padStart(2, '0')}`,
      onboardStatus: 'complete',
    }),
  );
const entitledFor = (locations: Location[]) =>
  Object.fromEntries(locations.map((location) => [location.locationId, entitled]));

test(`a group of up to ${DRAW_ALL_UP_TO} cards draws them all; a longer one only those in view`, async () => {
  const few = owned(DRAW_ALL_UP_TO);
  serve({ locations: few, subscriptions: entitledFor(few) });
  // A viewport of six cards' height.
  const { unmount } = renderSelector({}, 600);
  await screen.findByRole('radiogroup', { name: 'Setup Complete' });
  expect(screen.getAllByRole('radio')).toHaveLength(DRAW_ALL_UP_TO);
  unmount();

  const many = owned(DRAW_ALL_UP_TO + 10);
  serve({ locations: many, subscriptions: entitledFor(many) });
  renderSelector({}, 600);
  await screen.findByRole('radiogroup', { name: 'Setup Complete' });
  await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0));
  expect(screen.getAllByRole('radio').length).toBeLessThan(DRAW_ALL_UP_TO);
});

test('a long group is operable by keyboard to its last card, out of view', async () => {
  const many = owned(DRAW_ALL_UP_TO + 10);
  serve({ locations: many, subscriptions: entitledFor(many) });
  const { user, platform } = renderSelector({}, 600);
  const group = await screen.findByRole('radiogroup', { name: 'Setup Complete' });
  await user.tab();
  expect(group).toHaveFocus();
  await user.keyboard('{End}');
  await user.tab();
  await user.keyboard('{Enter}');
  expect(platform.calls.navigate.at(-1)?.to).toBe(`/locations/own-${DRAW_ALL_UP_TO + 9}`);
});

test('2,000 locations: progress while reading, then only the cards in view render', async () => {
  const locations = fleet(2000);
  serve({ locations });
  // Answers that take a moment, as over a network, so that the progress can be seen.
  api.server.use(
    http.get('*/api/subscription/:ownerId/locations/:locationId', async () => {
      await delay(1);
      return HttpResponse.json(entitled);
    }),
  );
  const { user } = renderSelector({ 'next-location-selector-smb-customers': true }, 600);
  // The progress of the reads shows while they run (checked in one go: it goes away quickly).
  await waitFor(() => {
    expect(screen.getByText(/^Checking your locations: [\d,]+ of 100$/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Checking your locations' }),
    ).toBeInTheDocument();
  });
  await screen.findByRole('radiogroup', { name: 'Setup Complete' }, { timeout: 20_000 });
  const rendered = screen.getAllByRole('radio').length;
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);

  // Searching the 2,000 narrows the list to the matches.
  await user.type(screen.getByRole('searchbox', { name: 'Search for locations' }), 'store 1999');
  await waitFor(() =>
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      expect.stringContaining('Store 1999'),
    ]),
  );
}, 30_000);

test('a free trial early in a long list routes without reading the rest', async () => {
  const locations = fleet(400).map((location) => ({ ...location, isOwner: true, ownerId: 1001 }));
  serve({ locations });
  let reads = 0;
  api.server.use(
    http.get('*/api/subscription/:ownerId/locations/:locationId', async ({ params }) => {
      reads += 1;
      await delay(2);
      return HttpResponse.json(
        params.locationId === 'smb-3'
          ? buildSubscription({ freeTrialStatus: 'AVAILABLE', entitlements: { monitoring: false } })
          : entitled,
      );
    }),
  );
  const { queryClient } = renderSelector({ 'next-dashboard-smb-customers': true });
  expect(await screen.findByText('now at /locations/smb-3/free-trial')).toBeInTheDocument();
  // Reads go six at a time through the query cache: reading on would keep one in flight.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(reads).toBeLessThan(100);
});

test("a Manager's location has a shared user's rights here: it says so, cannot be chosen, no subscription read", async () => {
  // Reading of spec 3 and 6 (shared-contracts README): every permission goes by ownership.
  const managed = buildLocation({
    locationId: 'loc-m',
    locationName: 'Managed Store',
    isOwner: false,
    isManager: true,
    ownerId: 2003,
  });
  const fixture = serve({
    locations: [complete, second, managed],
    subscriptions: { 'loc-a': entitled, 'loc-e': entitled, 'loc-m': entitled },
  });
  renderSelector();
  const card = await screen.findByRole('radio', { name: /Managed Store/ });
  expect(card).toHaveTextContent('Shared locations must be enrolled by the owner.');
  expect(card).toHaveAttribute('aria-disabled', 'true');
  expect(
    requestsOf(fixture, 'getSubscription').filter((request) => request.url.includes('loc-m')),
  ).toEqual([]);
});
