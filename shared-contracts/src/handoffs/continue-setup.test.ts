import { isContinueSetup, onboardingStepContinuingSetup } from './continue-setup';

test('the builder and the parser agree', () => {
  const path = onboardingStepContinuingSetup('loc-1', 'professional-monitoring');
  expect(path).toBe('/onboarding/loc-1/professional-monitoring?continueSetup=true');
  expect(isContinueSetup(new URL(path, 'http://host.test').search)).toBe(true);
});

test('a page without the mark, or with another value, does not continue', () => {
  expect(isContinueSetup('')).toBe(false);
  expect(isContinueSetup('?continueSetup=false')).toBe(false);
  expect(isContinueSetup(new URLSearchParams({ onboardingError: 'x' }))).toBe(false);
});
