import { ONBOARDING_STEPS } from '../remotes/paths';
import {
  ONBOARDING_ERRORS,
  onboardingErrorMessage,
  onboardingStepWithError,
  readOnboardingError,
} from './onboarding-error';

test('round trip: every error code on every step reads back, with its text', () => {
  for (const step of ONBOARDING_STEPS) {
    for (const code of Object.values(ONBOARDING_ERRORS)) {
      const url = new URL(onboardingStepWithError('loc 1', step, code), 'http://host');
      expect(url.pathname).toBe(`/onboarding/loc%201/${step}`);
      expect(readOnboardingError(url.search)).toBe(code);
    }
  }
  expect(
    onboardingErrorMessage(
      onboardingStepWithError(
        'loc-1',
        'professional-monitoring',
        ONBOARDING_ERRORS.professionalMonitoringIneligible,
      ).split('?')[1] ?? '',
    ),
  ).toBe('We were unable to set up Virtual Security Guard. Please try again.');
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
