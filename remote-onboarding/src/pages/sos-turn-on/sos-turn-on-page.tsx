import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { PlatformRedirect, useFlag } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { Text } from 'ui';
import { MonitoringStepLayout } from '../../features/complete-setup/components/monitoring-step-layout';

/** /onboarding/:locationId/sos-turn-on (behind `allow-sos-support`): the alarm's SOS is off. */
export function SosTurnOnPage() {
  const sosSupport = useFlag(FEATURE_FLAGS.SOS_SUPPORT);
  if (!sosSupport) return <PlatformRedirect to={HOST_PATHS.notFound} />;
  return (
    <MonitoringStepLayout
      step="sos-turn-on"
      title="Turn On SOS"
      action={{ label: 'Turn On SOS', page: 'monitoringSettings' }}
    >
      <Text>
        SOS is off for this location. Guards request emergency help through SOS, so Virtual Security
        Guard needs it on.
      </Text>
      <Text>Turn on SOS in your monitoring settings, then continue the setup here.</Text>
    </MonitoringStepLayout>
  );
}
