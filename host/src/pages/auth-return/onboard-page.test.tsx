import { screen } from '@testing-library/react';
import { Route, Routes } from 'app-router';
import { buildCurrentLocation, createFakePlatform } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import { OnboardPage } from './onboard-page';

beforeEach(() => sessionStorage.clear());

function renderOnboard(search: string, platform = createFakePlatform()) {
  return renderWithProviders(
    <Routes>
      <Route path="/onboard" element={<OnboardPage />} />
      <Route path="/locations" element={<p>location selector</p>} />
      <Route path="/locations/:locationId/events-summary" element={<p>events summary</p>} />
    </Routes>,
    { route: `/onboard${search}`, platform },
  );
}

test('error_code without success shows the authorization-denied screen', () => {
  const { platform } = renderOnboard('?error_code=access_denied&locationId=loc-1');
  expect(
    screen.getByRole('heading', { name: 'Virtual Security Guard was not authorized.' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/access to the Live View of your enrolled devices/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(platform.calls.recordStat).toEqual([{ action: 'onboarding_denied', pageId: 'onboard' }]);
  expect(sessionStorage.getItem('authorization-accepted')).toBeNull();
});

test('Try Again opens the Authorize modal again, returning to the stored referrer', async () => {
  sessionStorage.setItem('authorization-referrer', '/locations/loc-1/events-summary');
  const { user, platform } = renderOnboard('?error_code=access_denied&locationId=loc-1');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(platform.calls.requestAuthorization).toEqual([
    { returnPath: '/locations/loc-1/events-summary' },
  ]);
  expect(platform.calls.recordStat.at(-1)).toEqual({
    action: 'click',
    pageId: 'onboard-try-again',
  });
});

test('Try Again without a stored referrer returns to the selector after authorizing', async () => {
  const { user, platform } = renderOnboard('?error_code=access_denied&locationId=loc-1');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(platform.calls.requestAuthorization).toEqual([{ returnPath: '/locations' }]);
});

test('Try Again without a location goes to the location selector', async () => {
  const { user, platform } = renderOnboard(
    '?error_code=access_denied',
    createFakePlatform({ location: null }),
  );
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(platform.calls.requestAuthorization).toEqual([]);
  expect(platform.calls.navigate).toEqual([{ to: '/locations', options: undefined }]);
});

test('success goes to the stored referrer and keeps the accepted flag in session storage', () => {
  sessionStorage.setItem('authorization-referrer', '/locations/loc-1/events-summary');
  renderOnboard('?success=true&locationId=loc-1');
  expect(screen.getByText('events summary')).toBeInTheDocument();
  expect(sessionStorage.getItem('authorization-accepted')).toBe('true');
  expect(sessionStorage.getItem('authorization-referrer')).toBeNull();
});

test('success without a stored referrer goes to /locations', () => {
  renderOnboard('?success=true');
  expect(screen.getByText('location selector')).toBeInTheDocument();
  expect(sessionStorage.getItem('authorization-accepted')).toBe('true');
});

test('a referrer that is not an in-app path is not followed', () => {
  sessionStorage.setItem('authorization-referrer', 'https://elsewhere.example/');
  renderOnboard('?success=true', createFakePlatform({ location: buildCurrentLocation() }));
  expect(screen.getByText('location selector')).toBeInTheDocument();
});

test('success wins over an error code; neither goes to /locations', () => {
  renderOnboard('?success=true&error_code=x');
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  expect(screen.getByText('location selector')).toBeInTheDocument();
  expect(sessionStorage.getItem('authorization-accepted')).toBe('true');
});

test('an answer with neither goes to /locations', () => {
  renderOnboard('');
  expect(screen.getByText('location selector')).toBeInTheDocument();
  expect(sessionStorage.getItem('authorization-accepted')).toBeNull();
});
