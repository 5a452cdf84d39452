import { screen } from '@testing-library/react';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import { buildCurrentLocation, setupApiServer } from 'shared-contracts/testing';
import { renderRemote } from '../../testing/render-remote';

const api = setupApiServer();

test('the failure text, Try Again back to the introduction, and the hint', async () => {
  api.use();
  const { user, path } = renderRemote('/onboarding/loc-1/onboarding-error', {
    location: buildCurrentLocation({ onboardStatus: 'incomplete' }),
    flags: { 'onboarding-3-0': true },
  });
  expect(await screen.findByText(ONBOARDING_TEXTS.onboardingFailure)).toBeInTheDocument();
  expect(screen.getByText(ONBOARDING_TEXTS.onboardingFailureHint)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(path()).toBe('/onboarding/loc-1');
});
