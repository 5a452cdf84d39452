import { screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, TEXTS } from 'shared-contracts/constants';
import {
  buildCurrentLocation,
  requestsOf,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';
import { PRACTICE_MODE_WARNING } from '../setup-complete/setup-complete-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
const complete = () => buildCurrentLocation({ onboardStatus: 'complete' });

test('End Alarm Practice ends practice, refetches the status and continues', async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  const { user, path, platform } = renderRemote('/onboarding/loc-1/practice-mode', {
    location: complete(),
  });
  // The sandbox-like fixture does not end practice by itself: do it when the POST arrives.
  const before = fixture.requests.length;
  await user.click(await screen.findByRole('button', { name: 'End Alarm Practice' }));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/setup-complete'));
  expect(requestsOf(fixture, 'endAlarmPractice')).toHaveLength(1);
  const after = fixture.requests.slice(before).map((request) => request.call);
  expect(after.indexOf('endAlarmPractice')).toBeLessThan(after.indexOf('getMonitoringStatus'));
  expect(platform.calls.toast).toEqual([{ status: 'success', title: TEXTS.endedAlarmPractice }]);
});

test('Keep Alarm Practice continues to setup complete, which warns about practice mode', async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  const { user, path } = renderRemote('/onboarding/loc-1/practice-mode', { location: complete() });
  await user.click(await screen.findByRole('button', { name: 'Keep Alarm Practice' }));
  expect(path()).toBe('/onboarding/loc-1/setup-complete');
  expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_MODE_WARNING);
  expect(requestsOf(fixture, 'endAlarmPractice')).toHaveLength(0);
});

test('a failed end of practice says so and stays', async () => {
  api.use({ failures: { endAlarmPractice: 500 } });
  const { user, path, platform } = renderRemote('/onboarding/loc-1/practice-mode', {
    location: complete(),
  });
  await user.click(await screen.findByRole('button', { name: 'End Alarm Practice' }));
  await waitFor(() =>
    expect(platform.calls.toast).toEqual([
      { status: 'error', title: ERROR_MESSAGES.endAlarmPractice },
    ]),
  );
  expect(path()).toBe('/onboarding/loc-1/practice-mode');
  expectReports('Failed ending alarm practice. (http 500)');
});

test('reached as the authorization return path, it completes the onboarding first', async () => {
  const fixture = api.use();
  const { path } = renderRemote('/onboarding/loc-1/practice-mode?authorized=true', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/practice-mode'));
  expect(requestsOf(fixture, 'completeOnboarding')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Keep Alarm Practice' })).toBeInTheDocument();
});

test('a shared location reached by URL offers no action: it must be enrolled by the owner', async () => {
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  renderRemote('/onboarding/loc-1/practice-mode', {
    location: buildCurrentLocation({ onboardStatus: 'complete', isOwner: false }),
  });
  expect(await screen.findByText(TEXTS.sharedLocationMessage)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'End Alarm Practice' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Keep Alarm Practice' })).not.toBeInTheDocument();
  expect(requestsOf(fixture, 'endAlarmPractice')).toHaveLength(0);
});

test("End Alarm Practice asks on the owner's path, not the signed-in user's", async () => {
  // A location whose owner id is not the session's user id (1001): location calls name the owner.
  const fixture = api.use({ monitoringStatus: { 'loc-1': 'PRACTICE_MODE' } });
  const { user, path } = renderRemote('/onboarding/loc-1/practice-mode', {
    location: buildCurrentLocation({ onboardStatus: 'complete', ownerId: 2002 }),
  });
  await user.click(await screen.findByRole('button', { name: 'End Alarm Practice' }));
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1/setup-complete'));
  const [ended] = requestsOf(fixture, 'endAlarmPractice');
  expect(new URL(ended?.url ?? '').pathname).toBe(
    '/api/neighbors/2002/locations/loc-1/endalarmpractice',
  );
  const statuses = requestsOf(fixture, 'getMonitoringStatus');
  expect(statuses.map((request) => new URL(request.url).pathname)).toContain(
    '/api/neighbors/2002/locations/loc-1/monitoring/status',
  );
});
