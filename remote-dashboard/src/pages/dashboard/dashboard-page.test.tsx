import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { VirtuosoMockContext } from 'react-virtuoso';

import {
  buildEvent,
  buildLocation,
  buildTimeseries,
  buildUserLocationStatus,
  createApiFixture,
  createApiHandlers,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { DashboardPage } from './dashboard-page';
import { ROW_HEIGHT_PX } from '../../features/locations-table/components/locations-table';
import { rememberedTopIndex, resetDashboardStore } from './dashboard-store';

const expectReports = expectErrorReportsNamed();

const { server } = setupApiServer();
afterEach(() => {
  resetDashboardStore();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function dashboardFixture(overrides: Partial<ApiFixture> = {}): ApiFixture {
  return createApiFixture({
    locations: [
      buildLocation({ locationId: 'a', locationName: 'Denver Bakery', onboardStatus: 'complete' }),
      buildLocation({
        locationId: 'b',
        locationName: 'Austin Garage',
        onboardStatus: 'incomplete',
      }),
      buildLocation({ locationId: 'c', locationName: 'Boston Clinic', onboardStatus: 'complete' }),
    ],
    userStatus: [
      buildUserLocationStatus({ locationId: 'a', monitoringReason: 'ACTIVE' }),
      buildUserLocationStatus({
        locationId: 'b',
        monitoringReason: 'PAUSED',
        eligibilityReason: 'AUTH_NOT_FOUND',
      }),
      // c is missing from the status list: INELIGIBLE / ENTITLEMENT_NOT_FOUND by default.
    ],
    events: [
      buildEvent({ location_id: 'a', locationName: 'Denver Bakery', timestamp: nowSeconds() - 60 }),
    ],
    ...overrides,
  });
}

/** Forty monitored locations, Store 00 to Store 39, more than the table shows at once. */
const STORE_NAMES = Array.from(
  { length: 40 },
  (_, index) => `Store ${String(index).padStart(2, '0')}`,
);
const storeStatuses = (reasonOf: (index: number) => 'ACTIVE' | 'PAUSED' = () => 'ACTIVE') =>
  STORE_NAMES.map((_, index) =>
    buildUserLocationStatus({ locationId: `loc-${index}`, monitoringReason: reasonOf(index) }),
  );
function fortyStores(): ApiFixture {
  return dashboardFixture({
    locations: STORE_NAMES.map((locationName, index) =>
      buildLocation({ locationId: `loc-${index}`, locationName }),
    ),
    userStatus: storeStatuses(),
  });
}

const dashboardPage = (
  <VirtuosoMockContext.Provider value={{ viewportHeight: 300, itemHeight: ROW_HEIGHT_PX }}>
    <DashboardPage />
  </VirtuosoMockContext.Provider>
);

/** Renders the page against the fixture; `overrides` answer before the fixture does. */
function renderDashboard(fixture: ApiFixture, ...overrides: RequestHandler[]) {
  server.use(...createApiHandlers(fixture));
  server.use(...overrides);
  return renderWithProviders(dashboardPage);
}

/** Renders the page again with the cache it had, as the host does when it remounts the page. */
function remountDashboard(queryClient: QueryClient) {
  return renderWithProviders(dashboardPage, { queryClient });
}

/** The location names in the table, in order. */
function tableNames(): string[] {
  const table = screen.getByRole('table', { name: 'Locations' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

// The list's own scroll container (react-virtuoso marks it with a test id).
const tableScroller = () =>
  within(screen.getByRole('region', { name: 'Locations' })).getByTestId('virtuoso-scroller');

const eventsScroller = () =>
  within(screen.getByRole('tabpanel', { name: 'Events' })).getByTestId('virtuoso-scroller');

test('the four cards group locations by onboarding and monitoring reason, defaults included', async () => {
  renderDashboard(dashboardFixture());
  expect(await screen.findByText('3 locations')).toBeInTheDocument();
  for (const title of ['Onboarding', 'Monitoring', 'Not monitoring', 'Attention']) {
    expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Complete 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Incomplete 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Active 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Paused 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Disarmed 0' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Snoozed 0' })).toBeInTheDocument();
  // Boston Clinic is missing from the status list: Ineligible by default.
  expect(screen.getByRole('button', { name: 'Ineligible 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unknown 0' })).toBeInTheDocument();
});

test("monitoring reasons: the short text in the table cell, the medium one on the card, the long one in the selected location's detail", async () => {
  const { user } = renderDashboard(dashboardFixture());
  const table = await screen.findByRole('table', { name: 'Locations' });
  const austin = within(table).getByRole('row', { name: /Austin Garage/ });
  expect(within(austin).getByRole('cell', { name: 'Paused' })).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Paused 1' })).toHaveAccessibleDescription(
    'Guard monitoring paused',
  );
  expect(
    within(screen.getByRole('group', { name: 'Attention' })).getByText('Cannot be monitored yet'),
  ).toBeInTheDocument();

  const radio = screen.getByRole('radio', { name: 'Select Austin Garage' });
  await waitFor(() => expect(radio).toBeEnabled());
  await user.click(radio);
  expect(screen.getByRole('note', { name: 'Selected location monitoring' })).toHaveTextContent(
    'Guard monitoring is paused at this location. Guards will not monitor motion events until it is resumed.',
  );
});

test('clicking a card filters the table; clicking the selected card clears the filter', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  expect(tableNames()).toEqual(['Austin Garage', 'Boston Clinic', 'Denver Bakery']);

  const paused = screen.getByRole('button', { name: 'Paused 1' });
  await user.click(paused);
  expect(paused).toHaveAttribute('aria-pressed', 'true');
  // The selected category's card is marked (its border takes the brand colour).
  expect(screen.getByRole('group', { name: 'Monitoring' })).toHaveAttribute('data-active');
  expect(screen.getByRole('group', { name: 'Onboarding' })).not.toHaveAttribute('data-active');
  expect(tableNames()).toEqual(['Austin Garage']);
  expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Complete 2' }));
  expect(tableNames()).toEqual(['Boston Clinic', 'Denver Bakery']);
  await user.click(screen.getByRole('button', { name: 'Complete 2' }));
  expect(screen.getByRole('button', { name: 'Complete 2' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(tableNames()).toHaveLength(3);
});

test('Clear filter shows only while a card filters the table, and clears the filter', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  expect(screen.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Paused 1' }));
  expect(tableNames()).toEqual(['Austin Garage']);
  await user.click(screen.getByRole('button', { name: 'Clear filter' }));
  expect(tableNames()).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Paused 1' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();
});

test('pressing a card and clearing it add no style to the page, so the browser need not restyle it', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  // The whole page first, the event lists' rows included: their styles are the page's own.
  await waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]));
  // Every rule Emotion (Chakra's styling) inserts from now on, also those jsdom cannot parse.
  const insertRule = jest.spyOn(CSSStyleSheet.prototype, 'insertRule');

  await user.click(screen.getByRole('button', { name: 'Paused 1' }));
  expect(tableNames()).toEqual(['Austin Garage']);
  await user.click(screen.getByRole('button', { name: 'Clear filter' }));
  expect(tableNames()).toHaveLength(3);
  const inserted = insertRule.mock.calls.map(([rule]) => rule);
  insertRule.mockRestore();
  expect(inserted).toEqual([]);
});

test('the search filters by name, address or city once typing pauses', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  await user.type(screen.getByLabelText('Search locations'), 'AUSTIN');
  // Debounced: the table has not followed yet.
  expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  expect(await screen.findByText('Showing 1 of 3')).toBeInTheDocument();
  expect(tableNames()).toEqual(['Austin Garage']);

  await user.clear(screen.getByLabelText('Search locations'));
  await user.type(screen.getByLabelText('Search locations'), 'nowhere');
  expect(await screen.findByText('No locations found.')).toBeInTheDocument();
});

test('a remounted page shows the table from the row it was scrolled to; a new search from the first row', async () => {
  const fixture = fortyStores();
  // The first data row in view (the list's filler rows above it show no name).
  const firstShown = () => tableNames().find((name) => name.length > 0);

  const { unmount, queryClient } = renderDashboard(fixture);
  await screen.findByRole('table', { name: 'Locations' });
  expect(firstShown()).toBe('Store 00');
  fireEvent.scroll(tableScroller(), { target: { scrollTop: 20 * ROW_HEIGHT_PX } });
  await waitFor(() => expect(firstShown()).toBe('Store 20'));
  // The list reports its new range after it has drawn it: the page has it once it is remembered.
  await waitFor(() => expect(rememberedTopIndex()).toBe(20));
  unmount();

  const { user } = remountDashboard(queryClient);
  await waitFor(() => expect(firstShown()).toBe('Store 20'));
  // A search with no result removes the table; the next one shows it from its first row.
  const search = screen.getByLabelText('Search locations');
  await user.type(search, 'nowhere');
  expect(await screen.findByText('No locations found.')).toBeInTheDocument();
  await user.clear(search);
  expect(await screen.findByText('Showing 40 of 40')).toBeInTheDocument();
  await waitFor(() => expect(firstShown()).toBe('Store 00'));
});

test('new data for the same view (a refetch) keeps the table where it was scrolled to', async () => {
  const fixture = fortyStores();
  const firstShown = () => tableNames().find((name) => name.length > 0);
  const { queryClient } = renderDashboard(fixture);
  await screen.findByRole('table', { name: 'Locations' });
  fireEvent.scroll(tableScroller(), { target: { scrollTop: 20 * ROW_HEIGHT_PX } });
  await waitFor(() => expect(firstShown()).toBe('Store 20'));

  // One location's monitoring changes on the server; the page reads the lists again.
  fixture.userStatus = storeStatuses((index) => (index === 3 ? 'PAUSED' : 'ACTIVE'));
  await queryClient.invalidateQueries();
  expect(await screen.findByRole('button', { name: 'Active 39' })).toBeInTheDocument();
  expect(firstShown()).toBe('Store 20');
});

test('a fast scroll shows new locations in the same row elements; the selection stays with its location', async () => {
  const fixture = fortyStores();
  const { user, platform } = renderDashboard(fixture);
  const table = await screen.findByRole('table', { name: 'Locations' });
  const scroller = tableScroller();
  // The list's data rows carry their index; the header and filler rows do not.
  const dataRows = () =>
    within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-index'));
  const checked = () =>
    screen.queryAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
  // The first data row in view (the list's filler rows above it show no name).
  const firstShown = () => tableNames().find((name) => name.length > 0);

  const store02 = screen.getByRole('radio', { name: 'Select Store 02' });
  await waitFor(() => expect(store02).toBeEnabled());
  await user.click(store02);
  expect(platform.calls.selectLocation).toEqual(['loc-2']);
  const topRows = dataRows();

  // Twenty rows down: no row in view is the same, so every row element is reused in place.
  fireEvent.scroll(scroller, { target: { scrollTop: 20 * ROW_HEIGHT_PX } });
  await waitFor(() => expect(firstShown()).toBe('Store 20'));
  expect(dataRows()).toEqual(topRows);
  expect(checked()).toEqual([]);
  expect(
    within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-selected')),
  ).toEqual([]);
  expect(screen.getByText('Selected: Store 02')).toBeInTheDocument();

  await user.click(screen.getByRole('cell', { name: 'Store 21' }));
  expect(platform.calls.selectLocation).toEqual(['loc-2', 'loc-21']);
  expect(checked()).toEqual([screen.getByRole('radio', { name: 'Select Store 21' })]);

  // Back to the top: Store 02 is no longer selected, nothing in view is.
  fireEvent.scroll(scroller, { target: { scrollTop: 0 } });
  await waitFor(() => expect(firstShown()).toBe('Store 00'));
  expect(dataRows()).toEqual(topRows);
  expect(checked()).toEqual([]);
  expect(screen.getByText('Selected: Store 21')).toBeInTheDocument();
});

test('the eligibility filter keeps the locations with that reason', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  await user.selectOptions(screen.getByLabelText('Eligibility'), 'No Subscription');
  expect(tableNames()).toEqual(['Boston Clinic']);
  await user.selectOptions(screen.getByLabelText('Eligibility'), 'All eligibility');
  expect(tableNames()).toHaveLength(3);
});

test('column headers sort the table and show the direction', async () => {
  const { user } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  const header = (name: string) => screen.getByRole('columnheader', { name });
  expect(header('Location')).toHaveAttribute('aria-sort', 'ascending');

  await user.click(screen.getByRole('button', { name: 'Location' }));
  expect(header('Location')).toHaveAttribute('aria-sort', 'descending');
  expect(tableNames()).toEqual(['Denver Bakery', 'Boston Clinic', 'Austin Garage']);

  await user.click(screen.getByRole('button', { name: 'Monitoring status' }));
  expect(header('Monitoring status')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Location')).toHaveAttribute('aria-sort', 'none');
  // Active, Ineligible, Paused
  expect(tableNames()).toEqual(['Denver Bakery', 'Boston Clinic', 'Austin Garage']);
  await user.click(screen.getByRole('button', { name: 'Eligibility' }));
  // Eligible, No Subscription, Not Authorized
  expect(tableNames()).toEqual(['Denver Bakery', 'Boston Clinic', 'Austin Garage']);
  await user.click(screen.getByRole('button', { name: 'Eligibility' }));
  expect(tableNames()).toEqual(['Austin Garage', 'Boston Clinic', 'Denver Bakery']);
});

test('selecting a row selects that one location and scopes events and charts to it', async () => {
  const fixture = dashboardFixture();
  const { user, platform } = renderDashboard(fixture);
  await screen.findByRole('table', { name: 'Locations' });
  const denver = screen.getByRole('radio', { name: 'Select Denver Bakery' });
  await waitFor(() => expect(denver).toBeEnabled());

  await user.click(denver);
  expect(denver).toBeChecked();
  expect(platform.calls.selectLocation).toEqual(['a']);
  expect(screen.getByText('Selected: Denver Bakery')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      requestsOf(fixture, 'getEventHistory').some(
        (request) => new URL(request.url).searchParams.get('locationId') === 'a',
      ),
    ).toBe(true),
  );
  const timeseries = requestsOf(fixture, 'getEventTimeseries').map(
    (request) => new URL(request.url).searchParams,
  );
  await waitFor(() =>
    expect(
      requestsOf(fixture, 'getEventTimeseries').filter(
        (request) => new URL(request.url).searchParams.get('locationId') === 'a',
      ),
    ).toHaveLength(2),
  );
  expect(timeseries.length).toBeGreaterThan(0);

  // Single selection: another row replaces it.
  const austin = screen.getByRole('radio', { name: 'Select Austin Garage' });
  await waitFor(() => expect(austin).toBeEnabled());
  await user.click(screen.getByRole('cell', { name: 'Austin Garage' }));
  expect(austin).toBeChecked();
  expect(denver).not.toBeChecked();
  expect(platform.calls.selectLocation).toEqual(['a', 'b']);
});

test('the selection is cleared when its location leaves the filtered list', async () => {
  const { user, platform } = renderDashboard(dashboardFixture());
  await screen.findByRole('table', { name: 'Locations' });
  const denver = screen.getByRole('radio', { name: 'Select Denver Bakery' });
  await waitFor(() => expect(denver).toBeEnabled());
  await user.click(denver);

  await user.click(screen.getByRole('button', { name: 'Active 1' }));
  expect(screen.getByRole('radio', { name: 'Select Denver Bakery' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Paused 1' }));
  expect(tableNames()).toEqual(['Austin Garage']);
  await waitFor(() => expect(platform.calls.selectLocation).toEqual(['a', null]));
  await user.click(screen.getByRole('button', { name: 'Paused 1' }));
  expect(screen.getByRole('radio', { name: 'Select Denver Bakery' })).not.toBeChecked();
  expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
});

test('selection is disabled while data loads', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { user, platform } = renderDashboard(
    dashboardFixture(),
    http.get('*/api/neighbors/:userId/events/timeseries', async () => {
      await gate;
      return HttpResponse.json(buildTimeseries([]));
    }),
  );
  await screen.findByRole('table', { name: 'Locations' });
  const denver = screen.getByRole('radio', { name: 'Select Denver Bakery' });
  expect(denver).toBeDisabled();
  await user.click(screen.getByRole('cell', { name: 'Denver Bakery' }));
  expect(platform.calls.selectLocation).toEqual([]);
  release();
  await waitFor(() => expect(denver).toBeEnabled());
  await user.click(screen.getByRole('cell', { name: 'Denver Bakery' }));
  expect(platform.calls.selectLocation).toEqual(['a']);
});

test('no location with a reason other than no-entitlement: the user is sent to the upsell page', async () => {
  const fixture = dashboardFixture({
    userStatus: [
      buildUserLocationStatus({ locationId: 'a', eligibilityReason: 'ENTITLEMENT_NOT_FOUND' }),
      buildUserLocationStatus({ locationId: 'b', eligibilityReason: 'ENTITLEMENT_NOT_FOUND' }),
    ],
  });
  const { platform, queryClient } = renderDashboard(fixture);
  await waitFor(() =>
    expect(platform.calls.navigate).toEqual([
      { to: '/video-monitoring/experience-more', options: { replace: true } },
    ]),
  );
  expect(screen.queryByRole('table', { name: 'Locations' })).not.toBeInTheDocument();
  // The page leaving asks for no events or timeseries: a query started with the navigation would
  // be in flight now, so once none is, every request the page made has been recorded.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(requestsOf(fixture, 'getEventHistory')).toHaveLength(0);
  expect(requestsOf(fixture, 'getEventTimeseries')).toHaveLength(0);
});

test('the locations failing to load show a retry', async () => {
  const fixture = dashboardFixture({ failures: { getLocations: 500 } });
  const { user } = renderDashboard(fixture);
  expect(await screen.findByText('There was an error getting locations')).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Locations' })).toBeInTheDocument();
  expectReports('There was an error getting locations (http 500)');
});

test('events come 100 at a time from 60 days ago; the next page loads when scrolled far enough', async () => {
  const now = nowSeconds();
  const fixture = dashboardFixture({
    events: Array.from({ length: 150 }, (_, index) =>
      buildEvent({
        location_id: 'a',
        locationName: `Denver Bakery ${index}`,
        resolution_type: index === 0 ? 'Police' : 'Passerby',
        timestamp: now - index * 60,
      }),
    ),
  });
  renderDashboard(fixture);
  expect(await screen.findByText('100 events loaded')).toBeInTheDocument();
  const list = within(eventsScroller());
  expect(list.getByText('Police')).toBeInTheDocument();
  expect(list.getByText('Emergency')).toBeInTheDocument();
  expect(list.getByText('Denver Bakery 0')).toBeInTheDocument();

  const first = new URL(requestsOf(fixture, 'getEventHistory')[0]?.url ?? '');
  expect(first.searchParams.get('limit')).toBe('100');
  const start = new Date();
  start.setDate(start.getDate() - 60);
  start.setHours(0, 0, 0, 0);
  expect(first.searchParams.get('startTime')).toBe(String(start.getTime() / 1000));

  // 120 * 100 - 500 = 11500: not beyond it yet.
  fireEvent.scroll(eventsScroller(), { target: { scrollTop: 11_500 } });
  expect(requestsOf(fixture, 'getEventHistory')).toHaveLength(1);
  fireEvent.scroll(eventsScroller(), { target: { scrollTop: 11_501 } });
  expect(await screen.findByText('All 150 events loaded')).toBeInTheDocument();
  const second = new URL(requestsOf(fixture, 'getEventHistory')[1]?.url ?? '');
  expect(second.searchParams.get('nextToken')).toBe('100');
  expect(second.searchParams.get('startTime')).toBe(first.searchParams.get('startTime'));
});

test('the emergencies tab lists Medical, Fire and Police events', async () => {
  const fixture = dashboardFixture({
    events: [
      buildEvent({
        resolution_type: 'Fire',
        locationName: 'Denver Bakery',
        timestamp: nowSeconds(),
      }),
      buildEvent({ resolution_type: 'Passerby', timestamp: nowSeconds() - 10 }),
    ],
  });
  const { user } = renderDashboard(fixture);
  await screen.findByText('All 2 events loaded');
  await user.click(screen.getByRole('tab', { name: 'Emergencies' }));
  expect(await screen.findByText('All 1 emergencies loaded')).toBeInTheDocument();
  const last = requestsOf(fixture, 'getEventHistory').at(-1);
  expect(new URL(last?.url ?? '').searchParams.get('resolutionTypes')).toBe('Medical,Fire,Police');
  expect(screen.getByText('Fire')).toBeInTheDocument();
});

test('events failing to load show the error with a retry', async () => {
  const fixture = dashboardFixture({ failures: { getEventHistory: 500 } });
  const { user } = renderDashboard(fixture);
  expect(await screen.findByText('There was an error getting events')).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('All 1 events loaded')).toBeInTheDocument();
  expectReports('There was an error getting events (http 500)');
});

test('emergencies failing to load show the error with a retry', async () => {
  const fixture = dashboardFixture();
  const { user } = renderDashboard(fixture);
  await screen.findByText('All 1 events loaded');
  fixture.failures = { getEventHistory: 503 };
  await user.click(screen.getByRole('tab', { name: 'Emergencies' }));
  expect(await screen.findByText('There was an error getting events')).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No emergencies in the last 60 days.')).toBeInTheDocument();
  expectReports('There was an error getting events (http 503)');
});

test('a later page failing keeps the loaded events and offers a retry', async () => {
  const now = nowSeconds();
  const fixture = dashboardFixture({
    events: Array.from({ length: 120 }, (_, index) => buildEvent({ timestamp: now - index })),
  });
  const { user } = renderDashboard(fixture);
  await screen.findByText('100 events loaded');
  fixture.failures = { getEventHistory: 500 };
  fireEvent.scroll(eventsScroller(), { target: { scrollTop: 11_600 } });
  expect(await screen.findByText('There was an error getting events')).toBeInTheDocument();
  expect(screen.getByText('100 events loaded')).toBeInTheDocument();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('All 120 events loaded')).toBeInTheDocument();
  expectReports('There was an error getting events (http 500)');
});

test('timeseries are requested per owner id and summed into the weekly charts', async () => {
  const day = nowSeconds() - 3600;
  const fixture = dashboardFixture({
    locations: [
      buildLocation({ locationId: 'a', locationName: 'Denver Bakery', ownerId: 1001 }),
      buildLocation({
        locationId: 'b',
        locationName: 'Austin Garage',
        ownerId: 2002,
        isOwner: false,
      }),
    ],
    timeseries: {
      '1001': buildTimeseries([{ startTime: day, count: 2 }]),
      '2002': buildTimeseries([{ startTime: day, count: 3 }]),
    },
  });
  renderDashboard(fixture);
  // Events and emergencies (the fixture answers both with the same series): 2 + 3 each.
  await waitFor(() => expect(screen.getAllByText('5 in the last 8 weeks')).toHaveLength(2));
  const paths = requestsOf(fixture, 'getEventTimeseries').map(
    (request) => new URL(request.url).pathname,
  );
  expect(new Set(paths)).toEqual(
    new Set(['/api/neighbors/1001/events/timeseries', '/api/neighbors/2002/events/timeseries']),
  );
  expect(screen.getByRole('heading', { name: 'Events per week' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Emergencies per week' })).toBeInTheDocument();
});

test("timeseries failures show both charts' errors with a retry each", async () => {
  const fixture = dashboardFixture({ failures: { getEventTimeseries: 500 } });
  const { user } = renderDashboard(fixture);
  expect(
    await screen.findByText('There was an error fetching Events timeseries'),
  ).toBeInTheDocument();
  expect(screen.getByText('There was an error getting events timeseries')).toBeInTheDocument();
  expect(
    screen.getByText('There was an error fetching Emergencies timeseries'),
  ).toBeInTheDocument();
  expect(screen.getByText('There was an error getting emergencies timeseries')).toBeInTheDocument();

  fixture.failures = {};
  const retries = screen.getAllByRole('button', { name: 'Try again' });
  expect(retries).toHaveLength(2);
  for (const retry of retries) await user.click(retry);
  await waitFor(() => expect(screen.getAllByText('0 in the last 8 weeks')).toHaveLength(2));
  expect(
    screen.queryByText('There was an error fetching Events timeseries'),
  ).not.toBeInTheDocument();
  expectReports(
    'There was an error getting events timeseries (http 500)',
    'There was an error getting emergencies timeseries (http 500)',
  );
});
