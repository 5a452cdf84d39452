import { pagePath } from 'shared-contracts/routing';
import {
  buildCurrentLocation,
  buildSubscription,
  PLATFORM_PAGES_REGISTRY,
} from 'shared-contracts/testing';
import { decideFreeTrialPage as decide, freeTrialStartVariant } from './free-trial';

/** The decision with its page as the registry places it. */
function decideFreeTrialPage(location: Parameters<typeof decide>[0]) {
  const decision = decide(location);
  return decision.kind === 'redirect'
    ? { kind: decision.kind, to: pagePath(PLATFORM_PAGES_REGISTRY, decision.to) }
    : decision;
}

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
