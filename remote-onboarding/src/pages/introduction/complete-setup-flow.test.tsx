import { screen, waitFor } from '@testing-library/react';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import type { Platform } from 'shared-contracts/platform';
import {
  buildCurrentLocation,
  buildDevice,
  createFakePlatform,
  requestsOf,
  type FakePlatformOptions,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();

function start(options: FakePlatformOptions = {}) {
  const view = renderRemote('/onboarding/loc-1', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
    ...options,
    flags: { 'onboarding-3-0': true, ...options.flags },
  });
  return view;
}

async function completeSetup(view: ReturnType<typeof start>) {
  await view.user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
}

test('happy path: authorization first, then default devices enrolled, onboarding completed, setup complete', async () => {
  const fixture = api.use({
    devices: [
      buildDevice({ doorbotId: 1, name: 'Porch' }),
      buildDevice({ doorbotId: 2, name: 'Den', stark_eligible_info: 'indoor' }),
    ],
  });
  const view = start();
  await completeSetup(view);

  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/setup-complete');
  expect(view.platform.calls.requestAuthorization).toEqual([
    {
      returnPath: '/onboarding/loc-1/setup-complete?authorized=true',
      beforeLeaving: expect.any(Function),
    },
  ]);
  expect(requestsOf(fixture, 'subscribeDevice').map((request) => request.body)).toEqual([
    expect.objectContaining({ doorbotId: 1, userId: 1001 }),
  ]);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
  expect(requestsOf(fixture, 'completeOnboardingForLocation')).toHaveLength(1);
  expect(fixture.requests.map((request) => request.call)).toEqual(
    expect.arrayContaining(['getMonitoringStatus', 'subscribeDevice', 'completeOnboarding']),
  );
  const calls = fixture.requests.map((request) => request.call);
  expect(calls.indexOf('subscribeDevice')).toBeLessThan(calls.indexOf('completeOnboarding'));
  // The location's onboarding first, then the user's record of it (README, Readings of the spec).
  expect(calls.indexOf('completeOnboarding')).toBeLessThan(
    calls.indexOf('completeOnboardingForLocation'),
  );
  // accept_authorization is the Platform's Authorize modal's to record, not recorded twice here.
  expect(view.platform.calls.recordStat).not.toContainEqual(
    expect.objectContaining({ action: 'accept_authorization' }),
  );
  expect(view.platform.calls.recordStat).toContainEqual({
    action: 'onboarding_primary',
    pageId: 'onboarding-introduction',
  });
});

test('devices already enrolled are kept as they are', async () => {
  const fixture = api.use({
    devices: [buildDevice({ doorbotId: 1, starkEnrolled: true }), buildDevice({ doorbotId: 2 })],
  });
  const view = start();
  await completeSetup(view);
  await screen.findByRole('heading', { name: 'Setup Complete' });
  expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(0);
});

test('a 425 answer is retried until onboarding completes', async () => {
  const fixture = api.use({ devices: [buildDevice()], onboardingTooEarly: 2 });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(3);
});

test('failure goes to the error page; Try Again returns to the introduction', async () => {
  const fixture = api.use({ devices: [buildDevice()], failures: { completeOnboarding: 500 } });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByText(ONBOARDING_TEXTS.onboardingFailure)).toBeInTheDocument();
  expect(screen.getByText(ONBOARDING_TEXTS.onboardingFailureHint)).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/onboarding-error');

  delete fixture.failures.completeOnboarding;
  await view.user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(view.path()).toBe('/onboarding/loc-1');
  await completeSetup(view);
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
  expectReports('There was an error completing the onboarding (http 500)');
});

test("a failed record of the user's onboarding also goes to the error page", async () => {
  const fixture = api.use({
    devices: [buildDevice()],
    failures: { completeOnboardingForLocation: 500 },
  });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByText(ONBOARDING_TEXTS.onboardingFailure)).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/onboarding-error');
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
  expectReports('There was an error completing the onboarding (http 500)');
});

test('practice mode: onboarding completes, then the practice mode page', async () => {
  api.use({ devices: [buildDevice()], monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByRole('button', { name: 'End Alarm Practice' })).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/practice-mode');
  expect(view.platform.calls.requestAuthorization).toEqual([
    {
      returnPath: '/onboarding/loc-1/practice-mode?authorized=true',
      beforeLeaving: expect.any(Function),
    },
  ]);
});

test('UNSUPPORTED leads to professional monitoring, before any authorization', async () => {
  const fixture = api.use({
    devices: [buildDevice()],
    monitoringStatus: { 'loc-1': 'UNSUPPORTED' },
  });
  const view = start();
  await completeSetup(view);
  expect(
    await screen.findByRole('heading', { name: 'Professional Monitoring' }),
  ).toBeInTheDocument();
  expect(view.platform.calls.requestAuthorization).toHaveLength(0);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
});

test('a failed monitoring status read also leads to professional monitoring', async () => {
  api.use({ devices: [buildDevice()], failures: { getMonitoringStatus: 500 } });
  const view = start();
  await completeSetup(view);
  expect(
    await screen.findByRole('heading', { name: 'Professional Monitoring' }),
  ).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/professional-monitoring');
  expectReports(
    'There was an error getting monitoring status (http 500)',
    'There was an error getting monitoring status (http 500)',
  );
});

test('with SOS support, SOS_OFF leads to SOS turn-on and SOS_SETUP_INCOMPLETE to SOS set-up', async () => {
  const fixture = api.use({ devices: [buildDevice()], monitoringStatus: { 'loc-1': 'SOS_OFF' } });
  const view = start({ flags: { 'allow-sos-support': true } });
  await completeSetup(view);
  expect(await screen.findByRole('heading', { name: 'Turn On SOS' })).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/sos-turn-on');

  fixture.monitoringStatus['loc-1'] = 'SOS_SETUP_INCOMPLETE';
  await view.user.click(screen.getByRole('button', { name: 'Continue Setup' }));
  expect(await screen.findByRole('heading', { name: 'Set Up SOS' })).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/sos-set-up');

  fixture.monitoringStatus['loc-1'] = 'PROFESSIONAL';
  await view.user.click(screen.getByRole('button', { name: 'Continue Setup' }));
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
});

test('without SOS support, SOS_OFF does not stop the setup', async () => {
  api.use({ devices: [buildDevice()], monitoringStatus: { 'loc-1': 'SOS_OFF' } });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByRole('heading', { name: 'Setup Complete' })).toBeInTheDocument();
});

test('denied authorization stays on the introduction and sends nothing: no enrollment, no onboarding', async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  const view = start({ authorizationResult: false });
  await completeSetup(view);
  expect(await screen.findByText(ONBOARDING_TEXTS.authorizationDenied)).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1');
  expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(0);
  expect(requestsOf(fixture, 'unsubscribeDevice')).toHaveLength(0);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
  expect(requestsOf(fixture, 'completeOnboardingForLocation')).toHaveLength(0);
  expect(view.platform.calls.recordStat).toContainEqual({ action: 'onboarding_denied' });
});

test('no camera or doorbell to enroll stops before authorization', async () => {
  api.use({ devices: [buildDevice({ stark_eligible: false, stark_eligible_info: 'battery' })] });
  const view = start();
  await completeSetup(view);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    ONBOARDING_TEXTS.enrolledDeviceRequired,
  );
  expect(view.platform.calls.requestAuthorization).toHaveLength(0);
});

test('Authorize enrolls the defaults and completes onboarding, in order, before the page leaves', async () => {
  const fixture = api.use({ devices: [buildDevice({ doorbotId: 1, name: 'Porch' })] });
  const callsWhenLeft: string[][] = [];
  const onLeave = () => callsWhenLeft.push(fixture.requests.map((request) => request.call));
  window.addEventListener('pagehide', onLeave);
  try {
    const view = start({ authorizationLeavesPage: true });
    await completeSetup(view);
    await waitFor(() => expect(callsWhenLeft).toHaveLength(1));
    const writes = (callsWhenLeft[0] ?? []).filter((call) =>
      ['subscribeDevice', 'completeOnboarding', 'completeOnboardingForLocation'].includes(call),
    );
    expect(writes).toEqual([
      'subscribeDevice',
      'completeOnboarding',
      'completeOnboardingForLocation',
    ]);
    // Left for the provider: the return path shows the finished setup, not this page.
    expect(view.path()).toBe('/onboarding/loc-1');
    expect(screen.queryByRole('heading', { name: 'Setup Complete' })).not.toBeInTheDocument();
  } finally {
    window.removeEventListener('pagehide', onLeave);
  }
});

test('a failed enrollment after Authorize goes to the error page without leaving', async () => {
  const fixture = api.use({ devices: [buildDevice()], failures: { subscribeDevice: 500 } });
  const view = start({ authorizationLeavesPage: true });
  await completeSetup(view);
  expect(await screen.findByText(ONBOARDING_TEXTS.onboardingFailure)).toBeInTheDocument();
  expect(view.path()).toBe('/onboarding/loc-1/onboarding-error');
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
  expectReports('There was an error saving changes, please try again. (http 500)');
});

test('nothing is enrolled or completed before the authorization is asked', async () => {
  const fixture = api.use({ devices: [buildDevice()] });
  const fake = createFakePlatform({
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
    flags: { 'onboarding-3-0': true },
  });
  const writesWhenAsked: number[] = [];
  // A Platform that authorizes without running the request's steps: the setup runs them itself.
  const asking: Platform['requestAuthorization'] = (options) => {
    fake.calls.requestAuthorization.push(options);
    writesWhenAsked.push(
      requestsOf(fixture, 'subscribeDevice').length +
        requestsOf(fixture, 'completeOnboarding').length,
    );
    return Promise.resolve(true);
  };
  const view = renderRemote('/onboarding/loc-1', {
    platform: { ...fake, requestAuthorization: asking },
  });
  await completeSetup(view);
  await screen.findByRole('heading', { name: 'Setup Complete' });
  expect(writesWhenAsked).toEqual([0]);
  expect(requestsOf(fixture, 'subscribeDevice')).toHaveLength(1);
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
});
