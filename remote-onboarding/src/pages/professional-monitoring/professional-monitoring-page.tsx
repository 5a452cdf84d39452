import { useLocation } from 'app-router';
import { onboardingErrorMessage, returnToUrl } from 'shared-contracts';
import { List, Text } from 'ui';
import { MonitoringStepLayout } from '../../features/complete-setup/components/monitoring-step-layout';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';

/**
 * /onboarding/:locationId/professional-monitoring: the monitoring status is UNSUPPORTED (or could
 * not be read). Shows the setup failure the host's /return_to puts on the URL
 * (`onboardingStepWithError`), read with its one parser so the two sides cannot drift apart.
 */
export function ProfessionalMonitoringPage() {
  const { location, locationId, userId } = useOnboardingLocation();
  const { search } = useLocation();
  const error = onboardingErrorMessage(search);
  return (
    <MonitoringStepLayout
      step="professional-monitoring"
      title="Professional Monitoring"
      action={{
        label: 'Set Up Professional Monitoring',
        page: 'monitoringType',
        params: {
          return_to: returnToUrl(
            { from: 'professional_monitoring', userId, locationId },
            window.location.origin,
          ),
        },
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
