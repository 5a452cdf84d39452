import { useLocation, useSearchParams } from 'app-router';
import { TEXTS } from 'shared-contracts';
import { List, Text } from 'ui';
import { MonitoringStepLayout } from '../../features/complete-setup/components/monitoring-step-layout';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { returnToUrl } from '../../shared/lib/return-to';

function hasErrorState(state: unknown): state is { error: string } {
  return (
    typeof state === 'object' && state !== null && typeof Reflect.get(state, 'error') === 'string'
  );
}

/**
 * /onboarding/:locationId/professional-monitoring: the monitoring status is UNSUPPORTED (or could
 * not be read). Shows the setup failure when the account page answered `status=ineligible`, or when
 * the host passes `{ error }` as navigation state.
 */
export function ProfessionalMonitoringPage() {
  const { location, locationId, userId } = useOnboardingLocation();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const error = hasErrorState(state)
    ? state.error
    : params.get('status') === 'ineligible'
      ? TEXTS.professionalMonitoringSetupFailed
      : null;
  return (
    <MonitoringStepLayout
      step="professional-monitoring"
      title="Professional Monitoring"
      action={{
        label: 'Set Up Professional Monitoring',
        page: 'monitoringType',
        params: { return_to: returnToUrl('professional_monitoring', userId, locationId) },
      }}
      alert={error ? { status: 'error', title: error } : null}
    >
      <Text>
        Virtual Security Guard works together with Professional Monitoring: when guards see an
        emergency, the monitoring center dispatches help.
      </Text>
      <Text>
        Professional Monitoring is not set up for {location?.locationName ?? 'this location'} yet.
        Set it up, then continue the setup here.
      </Text>
      <List.Root ps="5" gap="1">
        <List.Item>Choose Professional Monitoring as your monitoring type.</List.Item>
        <List.Item>Come back and select Continue Setup.</List.Item>
      </List.Root>
    </MonitoringStepLayout>
  );
}
