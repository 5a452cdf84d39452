import { screen, waitFor } from '@testing-library/react';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

test('classic flow: explains events and privacy; Continue and Back follow the flow', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/events-and-privacy', {
    location: location(),
  });
  expect(await screen.findByRole('heading', { name: 'Events and Privacy' })).toBeInTheDocument();
  expect(screen.getByText('Guards cannot download your videos.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1/device-authorization');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(path()).toBe('/onboarding/loc-1/events-and-privacy');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(path()).toBe('/onboarding/loc-1/how-vsg-works');
});

test('an old path redirects to the introduction with onboarding-3-0 on', async () => {
  api.use();
  const { path } = renderRemote('/onboarding/loc-1/events-and-privacy', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
});
