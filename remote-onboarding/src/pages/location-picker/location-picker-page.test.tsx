import { screen } from '@testing-library/react';
import { TEXTS } from 'shared-contracts/constants';
import {
  buildLocation,
  buildSubscription,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();

function fixture() {
  return api.use({
    locations: [
      buildLocation({ locationId: 'a', locationName: 'Alpha', onboardStatus: 'incomplete' }),
      buildLocation({ locationId: 'b', locationName: 'Bravo', onboardStatus: 'incomplete' }),
      buildLocation({ locationId: 'c', locationName: 'Done Place', onboardStatus: 'complete' }),
      buildLocation({
        locationId: 'd',
        locationName: 'Shared',
        onboardStatus: 'incomplete',
        isOwner: false,
        ownerId: 9,
      }),
    ],
    subscriptions: { a: buildSubscription(), c: buildSubscription() },
  });
}

test('lists the owned locations to set up and continues to the chosen one', async () => {
  fixture();
  const { user, path } = renderRemote('/onboarding', {
    location: null,
    flags: { 'onboarding-3-0': true },
  });
  expect(await screen.findByRole('radio', { name: /Alpha/ })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Bravo/ })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Done Place/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Shared/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await user.click(screen.getByRole('radio', { name: /Alpha/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/a');
});

test('a location without a subscription starts from its free trial page', async () => {
  fixture();
  const { user, platform } = renderRemote('/onboarding', {
    location: null,
    flags: { 'onboarding-3-0': true },
  });
  await user.click(await screen.findByRole('radio', { name: /Bravo/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(platform.calls.navigate[0]?.to).toBe('/locations/b/free-trial');
});

test('the classic flow starts on How VSG Works', async () => {
  fixture();
  const { user, path } = renderRemote('/onboarding', { location: null });
  await user.click(await screen.findByRole('radio', { name: /Alpha/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(path()).toBe('/onboarding/a/how-vsg-works');
});

test('nothing to set up', async () => {
  api.use({ locations: [buildLocation({ onboardStatus: 'complete' })] });
  renderRemote('/onboarding', { location: null });
  expect(await screen.findByText(TEXTS.noLocationsFound)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});

test('a failed read can be retried', async () => {
  const api1 = api.use({ failures: { getLocations: 500 } });
  const { user } = renderRemote('/onboarding', { location: null });
  expect(await screen.findByText('There was an error getting locations')).toBeInTheDocument();
  delete api1.failures.getLocations;
  api1.locations[0] = buildLocation({ onboardStatus: 'incomplete', locationName: 'Retry Home' });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('radio', { name: /Retry Home/ })).toBeInTheDocument();
  expectReports('There was an error getting locations (http 500)');
});
