import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'app-router';
import { createFakePlatform } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { setRegistry } from '../../federation/registry/current-registry';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { ReturnToPage } from './return-to-page';

// Where the remotes' pages are: the registry of this page load.
beforeEach(() => setRegistry(TEST_REGISTRY));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderReturn(search: string, assign = jest.fn()) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/return_to" element={<ReturnToPage assign={assign} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/return_to${search}`, platform: createFakePlatform() },
  );
  return { ...view, assign };
}

test('another user than the signed-in one is logged out, coming back here afterwards', () => {
  const { assign } = renderReturn('?from=emergency_contacts&user_id=2002&location_id=loc-1');
  expect(screen.getByRole('status', { name: 'Signing out' })).toBeInTheDocument();
  expect(assign).toHaveBeenCalledTimes(1);
  const url = new URL(assign.mock.calls[0][0]);
  expect(url.pathname).toBe('/logout');
  expect(url.searchParams.get('return_to')).toBe(
    'http://localhost/return_to?from=emergency_contacts&user_id=2002&location_id=loc-1',
  );
});

test('professional monitoring ineligible goes back to its setup with the error for the page', () => {
  const { assign } = renderReturn(
    '?from=professional_monitoring&status=ineligible&user_id=1001&location_id=loc-1',
  );
  expect(
    screen.getByText(
      'at /onboarding/loc-1/professional-monitoring?onboardingError=professional-monitoring-ineligible',
    ),
  ).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('professional monitoring with another status carries on with Complete Setup', () => {
  renderReturn('?from=professional_monitoring&status=success&user_id=1001&location_id=loc-1');
  expect(
    screen.getByText('at /onboarding/loc-1/professional-monitoring?continueSetup=true'),
  ).toBeInTheDocument();
});

test('emergency contacts and monitoring type go to their fixed next steps', () => {
  renderReturn('?from=emergency_contacts&user_id=1001&location_id=loc-1');
  expect(screen.getByText('at /onboarding/loc-1/professional-monitoring')).toBeInTheDocument();
});

test('monitoring type also carries on with Complete Setup, never straight to setup complete', () => {
  renderReturn('?from=monitoring_type&user_id=1001&location_id=loc-1');
  expect(
    screen.getByText('at /onboarding/loc-1/professional-monitoring?continueSetup=true'),
  ).toBeInTheDocument();
});

test('anything else is reported and redirected to the root', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { platform } = renderReturn('?from=billing&user_id=1001&location_id=loc-1');
  expect(screen.getByText('at /')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[return_to] unknown from: billing');
  expect(platform.calls.recordStat).toEqual([{ action: 'not_found', pageId: 'return_to' }]);
  warn.mockRestore();
});
