import type { MonitoringStatus } from 'shared-contracts/entities';
import type { OnboardingStep } from '../../../shared/lib/destinations';

/**
 * Onboarding routing by monitoring status: UNSUPPORTED → professional-monitoring; with SOS support
 * on, SOS_OFF → sos-turn-on and SOS_SETUP_INCOMPLETE → sos-set-up; otherwise null (carry on).
 */
export function monitoringStatusStep(
  status: MonitoringStatus,
  options: { sosSupport: boolean },
): OnboardingStep | null {
  if (status === 'UNSUPPORTED') return 'professional-monitoring';
  if (options.sosSupport && status === 'SOS_OFF') return 'sos-turn-on';
  if (options.sosSupport && status === 'SOS_SETUP_INCOMPLETE') return 'sos-set-up';
  return null;
}

/** After onboarding completes: practice-mode when the alarm is in practice mode, else setup-complete. */
export function onboardingCompleteStep(status: MonitoringStatus): OnboardingStep {
  return status === 'PRACTICE_MODE' ? 'practice-mode' : 'setup-complete';
}
