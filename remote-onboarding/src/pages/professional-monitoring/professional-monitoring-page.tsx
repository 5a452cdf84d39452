import { useLocation } from 'app-router';
import { onboardingErrorMessage, returnToUrl } from 'shared-contracts/handoffs';
import { List, Text } from 'ui';
import { useMonitoringStatus } from '../../features/complete-setup/api/use-monitoring-status';
import { MonitoringStepLayout } from '../../features/complete-setup/components/monitoring-step-layout';
import { MONITORING_STATUS_TEXTS } from '../../features/complete-setup/lib/monitoring-status-texts';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';

/**
 * /onboarding/:locationId/professional-monitoring: where Complete Setup sends an UNSUPPORTED
 * monitoring status, and where the host's /return_to sends the user back from the provider's
 * emergency contacts and monitoring pages. It says what the monitoring status reads now (fetched,
 * for the owner), so a return with monitoring already on does not read 'not set up'. Shows the setup
 * failure the host's /return_to puts on the URL (`onboardingStepWithError`), read with its one
 * parser so the two sides cannot drift apart.
 */
export function ProfessionalMonitoringPage() {
  const { location, locationId, ownerId, userId } = useOnboardingLocation();
  const { search } = useLocation();
  const error = onboardingErrorMessage(search);
  const owner = location?.isOwner === true;
  const status = useMonitoringStatus({ ownerId, locationId }, owner);
  const place = location?.locationName ?? 'this location';
  const text = status.data ? MONITORING_STATUS_TEXTS[status.data] : null;
  return (
    <MonitoringStepLayout
      step="professional-monitoring"
      title="Professional Monitoring"
      action={{
        label: 'Set Up Professional Monitoring',
        page: 'monitoringType',
        params: () => ({
          return_to: returnToUrl(
            { from: 'professional_monitoring', userId, locationId },
            window.location.origin,
          ),
        }),
      }}
      alert={error ? { status: 'error', title: error } : null}
    >
      <Text>
        Virtual Security Guard works together with Professional Monitoring: when guards see an
        emergency, the monitoring center dispatches help.
      </Text>
      {!owner ? null : !text ? (
        <Text role="status">Checking Professional Monitoring for {place}…</Text>
      ) : text.needsSetup ? (
        <>
          <Text>{text.summary(place)} Set it up, then continue the setup here.</Text>
          <List.Root ps="5" gap="1">
            <List.Item>Choose Professional Monitoring as your monitoring type.</List.Item>
            <List.Item>Come back and select Continue Setup.</List.Item>
          </List.Root>
        </>
      ) : (
        <Text>{text.summary(place)} Select Continue Setup to finish the setup.</Text>
      )}
    </MonitoringStepLayout>
  );
}
