import { monitoringStatusStep, onboardingCompleteStep } from './monitoring-steps';

test('onboarding routing by monitoring status', () => {
  expect(monitoringStatusStep('UNSUPPORTED', { sosSupport: false })).toBe(
    'professional-monitoring',
  );
  expect(monitoringStatusStep('SOS_OFF', { sosSupport: true })).toBe('sos-turn-on');
  expect(monitoringStatusStep('SOS_SETUP_INCOMPLETE', { sosSupport: true })).toBe('sos-set-up');
  expect(monitoringStatusStep('SOS_OFF', { sosSupport: false })).toBeNull();
  expect(monitoringStatusStep('PROFESSIONAL', { sosSupport: true })).toBeNull();
  expect(onboardingCompleteStep('PRACTICE_MODE')).toBe('practice-mode');
  expect(onboardingCompleteStep('PROFESSIONAL')).toBe('setup-complete');
});
