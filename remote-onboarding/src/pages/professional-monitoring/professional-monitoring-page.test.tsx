import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createQueryClient, pageApiClient } from 'shared-contracts/api';
import {
  continueSetupSearch,
  ONBOARDING_ERRORS,
  onboardingErrorSearch,
} from 'shared-contracts/handoffs';
import {
  buildCurrentLocation,
  buildDevice,
  requestsOf,
  setupApiServer,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();

/**
 * The professional monitoring step's address with a hand-off's query, as the host's /return_to
 * builds it (e2e/contracts/handoff-destinations.test.ts holds the host's decisions to these).
 */
const professionalMonitoring = (search?: Record<string, string>) =>
  `/onboarding/loc-1/professional-monitoring${search ? `?${new URLSearchParams(search).toString()}` : ''}`;
const options = {
  location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  flags: { 'onboarding-3-0': true },
};

/** The tab comes back into view, as when the user leaves the provider's tab for this one. */
const showTabAgain = () => fireEvent(document, new Event('visibilitychange', { bubbles: true }));

test('opens the monitoring type page, returning through the host', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  const { user, platform } = renderRemote('/onboarding/loc-1/professional-monitoring', options);
  await user.click(await screen.findByRole('button', { name: 'Set Up Professional Monitoring' }));
  expect(platform.calls.openExternal).toEqual([
    {
      page: 'monitoringType',
      params: {
        return_to:
          'http://localhost/return_to?from=professional_monitoring&user_id=1001&location_id=loc-1',
      },
    },
  ]);
});

test("back from editing emergency contacts (host's /return_to), it shows the fetched status", async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'PROFESSIONAL' } });
  renderRemote(professionalMonitoring(), options);
  expect(
    await screen.findByText('Professional Monitoring is on for Main House.', { exact: false }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/not set up/)).not.toBeInTheDocument();
  expect(requestsOf(fixture, 'getMonitoringStatus')).toHaveLength(1);
});

test.each([
  ['PENDING', 'Professional Monitoring for Main House is pending: it is not active yet.'],
  ['PRACTICE_MODE', 'Professional Monitoring for Main House is in alarm practice mode.'],
  ['SOS_ON', 'SOS is on for Main House.'],
] as const)('monitoring status %s is said as it is', async (status, text) => {
  api.use({ monitoringStatus: { 'loc-1': status } });
  renderRemote('/onboarding/loc-1/professional-monitoring', options);
  expect(await screen.findByText(text, { exact: false })).toBeVisible();
  expect(screen.queryByText(/not set up/)).not.toBeInTheDocument();
});

test('monitoring status UNSUPPORTED says it is not set up, and how to set it up', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  renderRemote('/onboarding/loc-1/professional-monitoring', options);
  expect(
    await screen.findByText('Professional Monitoring is not set up for Main House yet.', {
      exact: false,
    }),
  ).toBeVisible();
  expect(screen.getByText('Choose Professional Monitoring as your monitoring type.')).toBeVisible();
});

test('Continue Setup checks again: still unsupported says so and stays', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  const { user, path } = renderRemote('/onboarding/loc-1/professional-monitoring', options);
  await user.click(await screen.findByRole('button', { name: 'Continue Setup' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Professional Monitoring is not on for this location yet.',
  );
  expect(path()).toBe('/onboarding/loc-1/professional-monitoring');
});

test('Continue Setup carries on with the setup once monitoring is professional', async () => {
  api.use({ devices: [buildDevice()] });
  const { user } = renderRemote('/onboarding/loc-1/professional-monitoring', options);
  await user.click(await screen.findByRole('button', { name: 'Continue Setup' }));
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
});

test("back from the provider's page (host's /return_to), setup is completed before Setup Complete", async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  const { platform, path } = renderRemote(professionalMonitoring(continueSetupSearch()), options);
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
  expect(path()).toBe('/onboarding/loc-1/setup-complete');
  expect(platform.calls.requestAuthorization).toEqual([
    {
      returnPath: '/onboarding/loc-1/setup-complete?authorized=true',
      beforeLeaving: expect.any(Function),
    },
  ]);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
});

test('back from the provider with monitoring still unsupported: says so, authorizes nothing', async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  const { platform, path } = renderRemote(professionalMonitoring(continueSetupSearch()), options);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Professional Monitoring is not on for this location yet.',
  );
  expect(screen.queryByRole('heading', { name: 'Setup Complete' })).not.toBeInTheDocument();
  expect(path()).toBe('/onboarding/loc-1/professional-monitoring?continueSetup=true');
  expect(platform.calls.requestAuthorization).toHaveLength(0);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
});

test('back from the provider, a shared user is not taken through the setup', async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  const { platform } = renderRemote(professionalMonitoring(continueSetupSearch()), {
    ...options,
    location: buildCurrentLocation({ onboardStatus: 'incomplete', isOwner: false }),
  });
  expect(await screen.findByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  expect(platform.calls.requestAuthorization).toHaveLength(0);
  expect(requestsOf(fixture, 'getMonitoringStatus')).toHaveLength(0);
});

test("the return page's professional monitoring error shows in the page's alert", async () => {
  api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  renderRemote(
    professionalMonitoring(
      onboardingErrorSearch(ONBOARDING_ERRORS.professionalMonitoringIneligible),
    ),
    options,
  );
  expect(await screen.findByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'We were unable to set up Virtual Security Guard. Please try again.',
  );
});

test('without an error on its URL the page shows no alert', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  renderRemote('/onboarding/loc-1/professional-monitoring?onboardingError=bogus', options);
  expect(await screen.findByRole('heading', { name: 'Professional Monitoring' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Back returns to the introduction', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/professional-monitoring', options);
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(path()).toBe('/onboarding/loc-1');
});

test("the tab left behind shows the status set up in the provider's tab when it is shown again", async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'UNSUPPORTED' } });
  // The product's cache defaults, not the test renderer's (which refetch every query on focus).
  const { user } = renderRemote('/onboarding/loc-1/professional-monitoring', {
    ...options,
    queryClient: createQueryClient({ api: pageApiClient() }),
  });
  expect(
    await screen.findByText('Professional Monitoring is not set up for Main House yet.', {
      exact: false,
    }),
  ).toBeVisible();
  // On the web the provider's page opens in a new tab, where the user sets up monitoring.
  await user.click(screen.getByRole('button', { name: 'Set Up Professional Monitoring' }));
  fixture.monitoringStatus['loc-1'] = 'PROFESSIONAL';
  const locationReads = requestsOf(fixture, 'getLocations').length;

  showTabAgain();
  expect(
    await screen.findByText('Professional Monitoring is on for Main House.', { exact: false }),
  ).toBeVisible();
  // The location too, in case the setup was completed in the other tab.
  await waitFor(() =>
    expect(requestsOf(fixture, 'getLocations').length).toBeGreaterThan(locationReads),
  );
});

test('once the setup is complete (in another tab) the step says so and offers Done', async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  const { user, platform } = renderRemote(professionalMonitoring(continueSetupSearch()), {
    ...options,
    location: buildCurrentLocation({ onboardStatus: 'complete' }),
  });
  expect(await screen.findByText('Virtual Security Guard is set up at Main House.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Continue Setup' })).not.toBeInTheDocument();
  expect(platform.calls.requestAuthorization).toHaveLength(0);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(platform.calls.navigate[0]).toEqual({ to: '/locations/loc-1', options: undefined });
});
