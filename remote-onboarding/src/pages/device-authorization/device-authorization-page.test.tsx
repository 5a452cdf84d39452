import { screen, waitFor } from '@testing-library/react';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

test('classic flow: lists what will be authorized; Continue goes to devices', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/device-authorization', {
    location: location(),
  });
  expect(await screen.findByRole('heading', { name: 'Device Authorization' })).toBeInTheDocument();
  expect(screen.getByText('use two-way talk and the siren;')).toBeInTheDocument();
  expect(
    screen.getByText('You can revoke access at any time on the linked accounts page.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1/devices');
});

test('an old path redirects to the introduction with onboarding-3-0 on', async () => {
  api.use();
  const { path } = renderRemote('/onboarding/loc-1/device-authorization', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
});
