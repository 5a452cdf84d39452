import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import {
  buildCurrentLocation,
  buildEnvironmentConfig,
  buildLocation,
  buildSubscription,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();

const available = () =>
  buildCurrentLocation(
    { onboardStatus: 'incomplete' },
    buildSubscription({ freeTrialStatus: 'AVAILABLE', entitlements: { monitoring: false } }),
  );

function trialFixture() {
  return api.use({
    locations: [buildLocation({ onboardStatus: 'incomplete' })],
    subscriptions: {
      'loc-1': buildSubscription({
        freeTrialStatus: 'AVAILABLE',
        entitlements: { monitoring: false },
      }),
    },
  });
}

afterEach(() => {
  jest.useRealTimers();
});

// First in this file, so the page opens before its code has loaded (src/app/lazy-pages.ts): the
// page must keep its state when the route renders again once the code is there.
test('authorize-first: Authorize subscribes, records the stat, waits 5 s, then leaves for the introduction', async () => {
  jest.useFakeTimers();
  const fixture = trialFixture();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let leftAfter: { subscribed: number; stats: number } | null = null;
  const onLeave = () => {
    leftAfter = {
      subscribed: requestsOf(fixture, 'startFreeTrial').length,
      stats: platform.calls.recordStat.filter((stat) => stat.action === 'start_free_trial').length,
    };
  };
  window.addEventListener('pagehide', onLeave);
  const { path, platform } = renderRemote('/locations/loc-1/free-trial', {
    location: available(),
    flags: { 'onboarding-3-0': false },
    authorizationLeavesPage: true,
  });
  try {
    await user.click(await screen.findByRole('button', { name: 'START FREE TRIAL' }));
    await waitFor(() => expect(requestsOf(fixture, 'startFreeTrial')).toHaveLength(1));
    expect(platform.calls.requestAuthorization).toEqual([
      { returnPath: '/onboarding/loc-1', beforeLeaving: expect.any(Function) },
    ]);
    expect(
      await screen.findByRole('progressbar', { name: 'Starting your free trial…' }),
    ).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(4_000));
    expect(leftAfter).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1_200));
    await waitFor(() => expect(leftAfter).toEqual({ subscribed: 1, stats: 1 }));
    // Left for the provider, which returns to the introduction: nothing navigates here.
    expect(path()).toBe('/locations/loc-1/free-trial');
  } finally {
    window.removeEventListener('pagehide', onLeave);
  }
});

test('marketing, video, FAQ and terms links, START FREE TRIAL and the customer service phone', async () => {
  trialFixture();
  const config = buildEnvironmentConfig();
  renderRemote('/locations/loc-1/free-trial', { location: available(), config });
  expect(
    await screen.findByRole('heading', { name: 'Try Virtual Security Guard free' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/two-week free trial/)).toBeInTheDocument();
  const video = screen.getByLabelText('Virtual Security Guard overview video');
  expect(video).toHaveAttribute('preload', 'none');
  // The environment's values (Platform.config), none written in the remote.
  // eslint-disable-next-line testing-library/no-node-access -- a video's <source> has no role
  expect(video.querySelector('source')).toHaveAttribute('src', config.freeTrialVideoUrl);
  const faq = screen.getByRole('link', { name: 'FAQ' });
  expect(faq).toHaveAttribute('target', '_blank');
  expect(faq).toHaveAttribute('href', config.freeTrialFaqUrl);
  const terms = screen.getByRole('link', { name: 'Terms and Conditions' });
  expect(terms).toHaveAttribute('target', '_blank');
  expect(terms).toHaveAttribute('href', config.freeTrialTermsUrl);
  expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  expect(screen.getByRole('link', { name: config.customerServicePhone })).toHaveAttribute(
    'href',
    `tel:${config.customerServicePhone}`,
  );
});

test('an environment without a configuration leaves out the video, links and phone, not the trial', async () => {
  trialFixture();
  renderRemote('/locations/loc-1/free-trial', { location: available(), config: null });
  expect(await screen.findByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  expect(screen.queryByLabelText('Virtual Security Guard overview video')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Call customer service/)).not.toBeInTheDocument();
});

test('in a mobile session the links open in place', async () => {
  trialFixture();
  renderRemote('/locations/loc-1/free-trial', { location: available(), isMobileSession: true });
  expect(await screen.findByRole('link', { name: 'FAQ' })).not.toHaveAttribute('target');
});

test('START subscribes, waits 5 seconds with visible progress, then goes to onboarding', async () => {
  jest.useFakeTimers();
  const fixture = trialFixture();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { path, platform } = renderRemote('/locations/loc-1/free-trial', {
    location: available(),
    flags: { 'onboarding-3-0': true },
  });
  await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
  expect(
    await screen.findByRole('progressbar', { name: 'Starting your free trial…' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(requestsOf(fixture, 'startFreeTrial')).toHaveLength(1));
  expect(platform.calls.requestAuthorization).toHaveLength(0);
  expect(platform.calls.recordStat).toContainEqual({ action: 'start_free_trial' });

  await act(() => jest.advanceTimersByTimeAsync(4_000));
  expect(path()).toBe('/locations/loc-1/free-trial');
  await act(() => jest.advanceTimersByTimeAsync(1_200));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
});

test('with onboarding-3-0 absent, START also subscribes without authorizing first', async () => {
  jest.useFakeTimers();
  const fixture = trialFixture();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { platform } = renderRemote('/locations/loc-1/free-trial', { location: available() });
  await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
  await waitFor(() => expect(requestsOf(fixture, 'startFreeTrial')).toHaveLength(1));
  expect(platform.calls.requestAuthorization).toHaveLength(0);
});

test('with onboarding-3-0 explicitly false, START authorizes first, then subscribes and continues', async () => {
  jest.useFakeTimers();
  const fixture = trialFixture();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { path, platform } = renderRemote('/locations/loc-1/free-trial', {
    location: available(),
    flags: { 'onboarding-3-0': false },
  });
  await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
  await waitFor(() => expect(requestsOf(fixture, 'startFreeTrial')).toHaveLength(1));
  expect(platform.calls.requestAuthorization).toEqual([
    { returnPath: '/onboarding/loc-1', beforeLeaving: expect.any(Function) },
  ]);
  expect(platform.calls.recordStat).toContainEqual({ action: 'start_free_trial' });
  await act(() => jest.advanceTimersByTimeAsync(5_200));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
});

test('authorize-first: Deny starts nothing', async () => {
  const fixture = trialFixture();
  const { user, platform } = renderRemote('/locations/loc-1/free-trial', {
    location: available(),
    flags: { 'onboarding-3-0': false },
    authorizationResult: false,
  });
  await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
  await waitFor(() => expect(platform.calls.requestAuthorization).toHaveLength(1));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled(),
  );
  expect(requestsOf(fixture, 'startFreeTrial')).toHaveLength(0);
  expect(platform.calls.recordStat).not.toContainEqual({ action: 'start_free_trial' });
});

test('authorize-first: a subscription that fails after Authorize says so and stays', async () => {
  trialFixture().failures.startFreeTrial = 500;
  const { user, platform, path } = renderRemote('/locations/loc-1/free-trial', {
    location: available(),
    flags: { 'onboarding-3-0': false },
    authorizationLeavesPage: true,
  });
  await user.click(await screen.findByRole('button', { name: 'START FREE TRIAL' }));
  await waitFor(() =>
    expect(platform.calls.toast).toEqual([
      { status: 'error', title: ERROR_MESSAGES.startFreeTrial },
    ]),
  );
  expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  expect(path()).toBe('/locations/loc-1/free-trial');
  expect(platform.calls.recordStat).not.toContainEqual({ action: 'start_free_trial' });
  expectReports('There was an error starting the free trial (http 500)');
});

test('a failed start says so and can be tried again', async () => {
  trialFixture().failures.startFreeTrial = 500;
  const { user, platform } = renderRemote('/locations/loc-1/free-trial', { location: available() });
  await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
  await waitFor(() =>
    expect(platform.calls.toast).toEqual([
      { status: 'error', title: ERROR_MESSAGES.startFreeTrial },
    ]),
  );
  expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  expect(platform.calls.recordStat).not.toContainEqual({ action: 'start_free_trial' });
  expectReports('There was an error starting the free trial (http 500)');
});

test('an active trial redirects away: settings when set up, onboarding otherwise', async () => {
  api.use();
  const active = buildSubscription({ freeTrialStatus: 'ACTIVE' });
  const { platform, unmount } = renderRemote('/locations/loc-1/free-trial', {
    location: buildCurrentLocation({ onboardStatus: 'complete' }, active),
  });
  await waitFor(() => expect(platform.calls.navigate[0]?.to).toBe('/locations/loc-1'));
  unmount();

  const view = renderRemote('/locations/loc-1/free-trial', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }, active),
  });
  await waitFor(() => expect(view.path()).toBe('/onboarding/loc-1'));
});

test('an unavailable trial exits', async () => {
  api.use();
  const { platform } = renderRemote('/locations/loc-1/free-trial', {
    location: buildCurrentLocation({}, buildSubscription({ freeTrialStatus: 'UNAVAILABLE' })),
  });
  await waitFor(() => expect(platform.calls.exit).toBe(1));
  expect(screen.queryByRole('button', { name: 'START FREE TRIAL' })).not.toBeInTheDocument();
});

test('a video that fails to load is only reported', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  trialFixture();
  renderRemote('/locations/loc-1/free-trial', { location: available() });
  const video = await screen.findByLabelText('Virtual Security Guard overview video');
  // eslint-disable-next-line testing-library/no-node-access -- a video's <source> has no role
  const source = video.querySelector('source');
  if (source === null) throw new Error('the video has no source');
  fireEvent.error(source);
  expect(warn).toHaveBeenCalledWith(
    '[vsg-error] The Virtual Security Guard video failed to load',
    source.src,
  );
  expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  warn.mockRestore();
});
