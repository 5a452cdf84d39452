import { screen, waitFor } from '@testing-library/react';
import { buildCurrentLocation, buildDevice, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();
const location = () => buildCurrentLocation({ onboardStatus: 'incomplete' });

test('classic flow: explains how VSG works; Continue goes to events and privacy', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/how-vsg-works', { location: location() });
  expect(await screen.findByRole('heading', { name: 'How VSG Works' })).toBeInTheDocument();
  expect(screen.getByText(/deter with your device’s speaker and siren/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/loc-1/events-and-privacy');
});

test('classic flow: it is the first page, so Back warns before leaving', async () => {
  api.use();
  const { user } = renderRemote('/onboarding/loc-1/how-vsg-works', { location: location() });
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
});

test('an old path redirects to the introduction with onboarding-3-0 on', async () => {
  api.use({ devices: [buildDevice()] });
  const { path } = renderRemote('/onboarding/loc-1/how-vsg-works', {
    location: location(),
    flags: { 'onboarding-3-0': true },
  });
  await waitFor(() => expect(path()).toBe('/onboarding/loc-1'));
  expect(await screen.findByRole('button', { name: 'Complete Setup' })).toBeInTheDocument();
});
