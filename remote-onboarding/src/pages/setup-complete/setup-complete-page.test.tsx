import { screen, waitFor } from '@testing-library/react';
import {
  buildCurrentLocation,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';
import { PENDING_MODE_WARNING, PRACTICE_MODE_WARNING } from './setup-complete-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const complete = () => buildCurrentLocation({ onboardStatus: 'complete' });

test('shows the three status images and no warning when monitoring is professional', async () => {
  api.use();
  renderRemote('/onboarding/loc-1/setup-complete', { location: complete() });
  expect(
    await screen.findByRole('img', { name: 'Status: Inactive when disarmed' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Status: Active at home' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Status: Active away' })).toBeInTheDocument();
  expect(screen.getByText('Inactive when disarmed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});

test('practice mode shows the practice-mode warning', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  renderRemote('/onboarding/loc-1/setup-complete', { location: complete() });
  expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_MODE_WARNING);
});

test('pending monitoring shows the pending-mode warning', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'PENDING' } });
  renderRemote('/onboarding/loc-1/setup-complete', { location: complete() });
  expect(await screen.findByRole('alert')).toHaveTextContent(PENDING_MODE_WARNING);
});

test('Done opens the settings on the web and goes back to the app in a mobile session', async () => {
  api.use();
  const { user, platform, unmount } = renderRemote('/onboarding/loc-1/setup-complete', {
    location: complete(),
  });
  await user.click(await screen.findByRole('button', { name: 'Done' }));
  // (The settings page belongs to another remote: the test router has only this one.)
  expect(platform.calls.navigate[0]).toEqual({ to: '/locations/loc-1', options: undefined });
  unmount();

  const view = renderRemote('/onboarding/loc-1/setup-complete', {
    location: complete(),
    isMobileSession: true,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Done' }));
  expect(view.platform.calls.exit).toBe(1);
  expect(view.platform.calls.navigate).toEqual([]);
});

test('Close exits without the Setup Incomplete warning', async () => {
  api.use();
  const { user, platform } = renderRemote('/onboarding/loc-1/setup-complete', {
    location: complete(),
  });
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(platform.calls.exit).toBe(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('reached as the authorization return path, it completes the onboarding first', async () => {
  const fixture = api.use();
  const { path } = renderRemote('/onboarding/loc-1/setup-complete?authorized=true', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  });
  expect(screen.getByRole('heading', { name: 'Completing Setup' })).toBeInTheDocument();
  expect(screen.getByText('Completing your setup…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/setup-complete'));
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
  expect(await screen.findByRole('img', { name: 'Status: Active away' })).toBeInTheDocument();
});

test('reached as the return path when already complete, it completes nothing again', async () => {
  const fixture = api.use();
  const { path } = renderRemote('/onboarding/loc-1/setup-complete?authorized=true', {
    location: complete(),
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/setup-complete'));
  expect(await screen.findByRole('img', { name: 'Status: Active away' })).toBeInTheDocument();
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(0);
});

test('a failed completion on return goes to the error page', async () => {
  api.use({ failures: { completeOnboarding: 500 } });
  const { path } = renderRemote('/onboarding/loc-1/setup-complete?authorized=true', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/onboarding-error'));
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expectReports('There was an error completing the onboarding (http 500)');
});
