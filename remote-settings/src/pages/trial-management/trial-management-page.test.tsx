import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'app-router';
import { EVENTS, getEventBus, type EventPayloads } from 'shared-contracts/events';
import {
  FIXTURE_LOCATION_ID,
  FIXTURE_USER_ID,
  buildCurrentLocation,
  buildSubscription,
  createFakePlatform,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { TrialAccess } from '../../features/trial/components/trial-access';
import { renderWithProviders } from '../../testing/render';
import { TrialBenefitsPage } from '../trial-benefits/trial-benefits-page';
import { TrialManagementPage } from './trial-management-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

function trialLocation(expiresInSeconds: number, isOwner = true) {
  return buildCurrentLocation(
    { isOwner },
    buildSubscription({
      freeTrialStatus: 'ACTIVE',
      freeTrialStartedTimestamp: now() - 5 * DAY,
      freeTrialExpirationTimestamp: now() + expiresInSeconds,
      entitlements: { overages_threshold: 20 },
    }),
  );
}

function setup(location = trialLocation(9 * DAY - 60), failures = {}) {
  const fixture = api.use({
    subscriptions: { 'loc-1': buildSubscription({ freeTrialStatus: 'ACTIVE' }) },
    failures,
  });
  const platform = createFakePlatform({ location });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/locations/:locationId/trial-management"
        element={
          <TrialAccess>
            <TrialManagementPage />
          </TrialAccess>
        }
      />
      <Route
        path="/locations/:locationId/trial-management/benefits"
        element={
          <TrialAccess>
            <TrialBenefitsPage />
          </TrialAccess>
        }
      />
      <Route path="/locations/:locationId/events-summary" element={<p>Events summary</p>} />
      <Route path="/free-trial-canceled" element={<p>Free trial canceled</p>} />
    </Routes>,
    { platform, route: '/locations/loc-1/trial-management' },
  );
  return { ...view, fixture };
}

test('days left and the guard-reviewed event limit', () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Trial Management', level: 1 })).toBeVisible();
  expect(screen.getByText('9 days left')).toBeVisible();
  expect(screen.getByText('20 guard-reviewed events')).toBeVisible();
});

test("one day left reads '1 day left'; an expired trial reads 'Trial has expired.'", () => {
  const { unmount } = setup(trialLocation(3 * 3600));
  expect(screen.getByText('1 day left')).toBeVisible();
  unmount();
  setup(trialLocation(-60));
  expect(screen.getByText('Trial has expired.')).toBeVisible();
});

test('Trial Benefits: the list and Learn More', async () => {
  const { user, platform } = setup();
  await user.click(screen.getByRole('link', { name: 'Trial Benefits' }));
  expect(await screen.findByRole('heading', { name: 'Trial Benefits', level: 1 })).toBeVisible();
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByText(/two-week free trial/)).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Learn More' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'signup', params: undefined }]);
});

test('Cancel Trial asks (Cancel Trial / Keep Trial); Keep Trial keeps it', async () => {
  const { user, fixture, platform } = setup();
  await user.click(screen.getByRole('button', { name: 'Cancel Trial' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your free trial?' });
  expect(dialog).toHaveTextContent(/cannot be undone/);
  await user.click(within(dialog).getByRole('button', { name: 'Keep Trial' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requestsOf(fixture, 'cancelFreeTrial')).toHaveLength(0);
  expect(platform.calls.navigate).toEqual([]);
});

test('confirming cancels the trial, records the stat and goes to /free-trial-canceled', async () => {
  const { user, fixture, platform } = setup();
  await user.click(screen.getByRole('button', { name: 'Cancel Trial' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel Trial' }));
  await waitFor(() =>
    expect(platform.calls.navigate).toEqual([
      { to: '/free-trial-canceled', options: { replace: true } },
    ]),
  );
  expect(requestsOf(fixture, 'cancelFreeTrial')[0]?.method).toBe('DELETE');
  expect(platform.calls.recordStat).toContainEqual({ action: 'cancel_free_trial' });
});

test('after the cancel, it tells the page the subscription changed, for the host to mark stale', async () => {
  const { user, platform } = setup();
  const changes: EventPayloads['subscription-changed'][] = [];
  const off = getEventBus().on(EVENTS.SUBSCRIPTION_CHANGED, (change) => changes.push(change));
  await user.click(screen.getByRole('button', { name: 'Cancel Trial' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Trial' }),
  );
  await waitFor(() =>
    expect(changes).toEqual([{ ownerId: FIXTURE_USER_ID, locationId: FIXTURE_LOCATION_ID }]),
  );
  // The host's refresh (e2e/contracts/area-events.test.tsx) comes after the way out is chosen.
  expect(platform.calls.navigate).toHaveLength(1);
  off();
});

test('a failed cancel shows the spec error and stays', async () => {
  const { user, platform } = setup(undefined, { cancelFreeTrial: 500 });
  await user.click(screen.getByRole('button', { name: 'Cancel Trial' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Trial' }),
  );
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'There was an error canceling the free trial',
      status: 'error',
    }),
  );
  expect(platform.calls.navigate).toEqual([]);
  expectReports('There was an error canceling the free trial (http 500)');
});

test('without an active trial, or for a non-owner, the trial pages lead to the events summary', async () => {
  const { unmount } = setup(buildCurrentLocation());
  expect(await screen.findByText('Events summary')).toBeVisible();
  unmount();
  setup(trialLocation(9 * DAY, false));
  expect(await screen.findByText('Events summary')).toBeVisible();
});
