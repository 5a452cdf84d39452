import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'app-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, pageApiClient } from 'shared-contracts/api';
import {
  buildCurrentLocation,
  buildSubscription,
  buildVsgStatus,
  createFakePlatform,
  requestsOf,
  expectErrorReportsNamed,
  setupApiServer,
  type ApiFixture,
} from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { primeStartupQueries, resetStartupPrime } from '../../startup/startup-prime';
import { startStartupRequests } from '../../startup/startup-requests';
import { SettingsGuard } from './settings-guard';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
let fixture: ApiFixture;
beforeEach(() => {
  fixture = api.use();
});
afterEach(() => {
  resetStartupPrime();
});

const SETTINGS_ADDRESS = '/locations/loc-1/events-summary';
const entitled = buildCurrentLocation({ locationId: 'loc-1' });
const trial = buildCurrentLocation(
  { locationId: 'loc-1' },
  buildSubscription({ freeTrialStatus: 'AVAILABLE', entitlements: { monitoring: false } }),
);
const noEntitlements = buildCurrentLocation({ locationId: 'loc-1' }, null);

function renderGuard(
  platform = createFakePlatform({ location: entitled }),
  queryClient?: QueryClient,
) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/locations/:locationId/*"
        element={
          <SettingsGuard>
            <p>settings remote</p>
            <Link to="/locations/loc-1/devices">Authorized Devices</Link>
          </SettingsGuard>
        }
      />
      <Route path="/locations/:locationId/free-trial" element={<p>free trial page</p>} />
      <Route path="/onboarding/:locationId" element={<p>onboarding introduction</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
    </Routes>,
    { platform, route: SETTINGS_ADDRESS, ...(queryClient ? { queryClient } : {}) },
  );
}

/** The page opened at the settings: the start-up's answers primed in a cache. */
async function primedCache(): Promise<QueryClient> {
  const client = createQueryClient({ api: pageApiClient() });
  void startStartupRequests(SETTINGS_ADDRESS);
  await primeStartupQueries(client, SETTINGS_ADDRESS);
  return client;
}

test('a free trial available goes to the trial start, before anything else is read', async () => {
  renderGuard(
    createFakePlatform({ location: trial, flags: { 'next-dashboard-smb-customers': true } }),
  );
  expect(await screen.findByText('free trial page')).toBeInTheDocument();
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(0);
});

test('no entitlements goes to the dashboard when its flag is on', async () => {
  const platform = createFakePlatform({
    location: noEntitlements,
    flags: { 'next-dashboard-smb-customers': true },
  });
  renderGuard(platform);
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(platform.calls.exit).toBe(0);
});

test('no entitlements without the dashboard flag exits the app', async () => {
  const platform = createFakePlatform({ location: noEntitlements });
  renderGuard(platform);
  await waitFor(() => expect(platform.calls.exit).toBe(1));
  expect(screen.queryByText('settings remote')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Leaving' })).toBeInTheDocument();
});

test('a VSG state of INCOMPLETE goes to onboarding', async () => {
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['INCOMPLETE'] } }),
  };
  renderGuard();
  expect(await screen.findByText('onboarding introduction')).toBeInTheDocument();
});

test("the inactive reason SETUP_INCOMPLETE opens the settings (they show 'Complete Setup')", async () => {
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['SETUP_INCOMPLETE'] } }),
  };
  renderGuard();
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
  expect(screen.queryByText('onboarding introduction')).not.toBeInTheDocument();
});

test('an entitled, set-up location opens the settings after a fresh VSG state', async () => {
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['AUTH_NOT_FOUND'] } }),
  };
  renderGuard();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
  const [request] = requestsOf(fixture, 'getVsgStatus');
  expect(new URL(request?.url ?? '').pathname).toBe('/api/neighbors/1001/locations/loc-1/status');
});

test("on the address the page was opened at, the start-up's VSG state is the read on entry", async () => {
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['AUTH_NOT_FOUND'] } }),
  };
  renderGuard(undefined, await primedCache());
  // At once, with no loading state and no second read.
  expect(screen.getByText('settings remote')).toBeInTheDocument();
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(1);
});

test("the start-up's VSG state still holds while the user moves between settings", async () => {
  const { user } = renderGuard(undefined, await primedCache());
  await user.click(screen.getByRole('link', { name: 'Authorized Devices' }));
  expect(screen.getByText('settings remote')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

test("a start-up VSG state that is not the entry's own is read again before the settings open", async () => {
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['SETUP_INCOMPLETE'] } }),
  };
  const client = await primedCache();
  // What the guard finds cached no longer counts as read on entry (older, or another entry's).
  resetStartupPrime();
  fixture.vsgStatus = {
    'loc-1': buildVsgStatus({ status: 'INACTIVE', details: { reasons: ['AUTH_NOT_FOUND'] } }),
  };
  renderGuard(undefined, client);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
  expect(requestsOf(fixture, 'getVsgStatus')).toHaveLength(2);
});

test('a VSG state that cannot be read does not lock the user out', async () => {
  fixture.failures = { getVsgStatus: 500 };
  renderGuard();
  expect(await screen.findByText('settings remote')).toBeInTheDocument();
  expectReports('There was an error getting the guard status (http 500)');
});

test('the guards go in order: the trial wins over missing entitlements', async () => {
  const platform = createFakePlatform({ location: trial });
  renderGuard(platform);
  expect(await screen.findByText('free trial page')).toBeInTheDocument();
  expect(platform.calls.exit).toBe(0);
});
