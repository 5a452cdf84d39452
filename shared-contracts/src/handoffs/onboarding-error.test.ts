import {
  ONBOARDING_ERRORS,
  onboardingErrorMessage,
  onboardingErrorSearch,
  readOnboardingError,
} from './onboarding-error';

test('round trip: every error code reads back, with its text', () => {
  for (const code of Object.values(ONBOARDING_ERRORS)) {
    const query = `?${new URLSearchParams(onboardingErrorSearch(code)).toString()}`;
    expect(readOnboardingError(query)).toBe(code);
  }
  const ineligible = onboardingErrorSearch(ONBOARDING_ERRORS.professionalMonitoringIneligible);
  expect(onboardingErrorMessage(new URLSearchParams(ineligible))).toBe(
    'We were unable to set up Virtual Security Guard. Please try again.',
  );
});

test('the parser ignores junk: unknown codes, other parameters, no query', () => {
  expect(readOnboardingError('?onboardingError=bogus')).toBeNull();
  expect(readOnboardingError(new URLSearchParams('status=ineligible&error=x'))).toBeNull();
  expect(readOnboardingError('')).toBeNull();
  expect(onboardingErrorMessage('?onboardingError=constructor')).toBeNull();
  expect(readOnboardingError('?a=1&onboardingError=%20professional-monitoring-ineligible%20')).toBe(
    'professional-monitoring-ineligible',
  );
});
