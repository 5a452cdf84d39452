import { screen, waitFor } from '@testing-library/react';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

test('behind allow-sos-support: Finish SOS Setup opens the monitoring settings', async () => {
  api.use({ monitoringStatus: { 'loc-1': 'SOS_SETUP_INCOMPLETE' } });
  const { user, platform } = renderRemote('/onboarding/loc-1/sos-set-up', {
    location: location(),
    flags: { 'allow-sos-support': true },
  });
  expect(await screen.findByRole('heading', { name: 'Set Up SOS' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Finish SOS Setup' }));
  expect(platform.calls.openExternal).toEqual([{ page: 'monitoringSettings', params: undefined }]);
  await user.click(screen.getByRole('button', { name: 'Continue Setup' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'SOS setup is not finished for this location yet.',
  );
});

test('without the flag the page redirects to /not-found', async () => {
  api.use();
  const { path } = renderRemote('/onboarding/loc-1/sos-set-up', { location: location() });
  await waitFor(() => expect(path()).toBe('/not-found'));
});
