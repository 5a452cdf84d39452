import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { PlatformRedirect, useFlag } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { Text } from 'ui';
import { MonitoringStepLayout } from '../../features/complete-setup/components/monitoring-step-layout';

/** /onboarding/:locationId/sos-set-up (behind `allow-sos-support`): SOS setup is unfinished. */
export function SosSetUpPage() {
  const sosSupport = useFlag(FEATURE_FLAGS.SOS_SUPPORT);
  if (!sosSupport) return <PlatformRedirect to={HOST_PATHS.notFound} />;
  return (
    <MonitoringStepLayout
      step="sos-set-up"
      title="Set Up SOS"
      action={{ label: 'Finish SOS Setup', page: 'monitoringSettings' }}
    >
      <Text>
        SOS setup is not finished for this location. Guards request emergency help through SOS, so
        Virtual Security Guard needs it set up.
      </Text>
      <Text>Finish setting up SOS in your monitoring settings, then continue the setup here.</Text>
    </MonitoringStepLayout>
  );
}
