import { buildCurrentLocation, buildSubscription } from 'shared-contracts/testing';
import { decideFreeTrialPage, freeTrialStartVariant } from './free-trial';

test('START authorizes first only when onboarding-3-0 is explicitly false', () => {
  expect(freeTrialStartVariant({ 'onboarding-3-0': false })).toBe('authorize-first');
  expect(freeTrialStartVariant({ 'onboarding-3-0': true })).toBe('subscribe');
  expect(freeTrialStartVariant({})).toBe('subscribe');
});

test('an available trial shows the page', () => {
  const location = buildCurrentLocation({}, buildSubscription({ freeTrialStatus: 'AVAILABLE' }));
  expect(decideFreeTrialPage(location)).toEqual({ kind: 'show' });
});

test('an active trial redirects to settings, or to onboarding while it is incomplete', () => {
  const active = buildSubscription({ freeTrialStatus: 'ACTIVE' });
  expect(decideFreeTrialPage(buildCurrentLocation({ locationId: 'a' }, active))).toEqual({
    kind: 'redirect',
    to: '/locations/a',
  });
  expect(
    decideFreeTrialPage(
      buildCurrentLocation({ locationId: 'a', onboardStatus: 'incomplete' }, active),
    ),
  ).toEqual({ kind: 'redirect', to: '/onboarding/a' });
});

test('an unavailable trial, or no subscription, exits', () => {
  const unavailable = buildSubscription({ freeTrialStatus: 'UNAVAILABLE' });
  expect(decideFreeTrialPage(buildCurrentLocation({}, unavailable))).toEqual({ kind: 'exit' });
  expect(decideFreeTrialPage(buildCurrentLocation({}, null))).toEqual({ kind: 'exit' });
});
