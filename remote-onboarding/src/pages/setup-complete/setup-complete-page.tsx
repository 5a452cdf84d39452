import type { MonitoringStatus } from 'shared-contracts/entities';
import { SETTINGS } from '../../shared/lib/destinations';
import { Heading, Stack, Text } from 'ui';
import { useFinishOnArrival } from '../../features/complete-setup/api/use-finish-on-arrival';
import { useMonitoringStatus } from '../../features/complete-setup/api/use-monitoring-status';
import {
  OnboardingContainer,
  type ContainerAlert,
} from '../../shared/components/onboarding-container';
import { Loading } from '../../shared/components/page-states';
import { StatusImages } from '../../shared/components/status-images';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';

/** The title while the authorization return completes the onboarding. */
export const FINISHING_TITLE = 'Completing Setup';

export const PRACTICE_MODE_WARNING =
  'Your alarm is in practice mode. Guards will not monitor your location until alarm practice ends.';
export const PENDING_MODE_WARNING =
  'Your Professional Monitoring is pending. Guards will start monitoring once it is active.';

/** The practice-mode or pending-mode warning of setup complete (spec 2.4). */
export function modeWarning(status: MonitoringStatus | undefined): ContainerAlert | null {
  if (status === 'PRACTICE_MODE') return { status: 'warning', title: PRACTICE_MODE_WARNING };
  if (status === 'PENDING') return { status: 'warning', title: PENDING_MODE_WARNING };
  return null;
}

/** /onboarding/:locationId/setup-complete: done, with the three status images (spec 2.4). */
export function SetupCompletePage() {
  const { platform, location, locationId, ownerId } = useOnboardingLocation();
  const finishing = useFinishOnArrival('setup-complete');
  const status = useMonitoringStatus({ ownerId, locationId }, !finishing);

  if (!location) return null;
  return (
    <OnboardingContainer
      pageId="onboarding-setup-complete"
      title={finishing ? FINISHING_TITLE : 'Setup Complete'}
      warnOnExit={false}
      alert={finishing ? null : modeWarning(status.data)}
      primary={
        finishing
          ? undefined
          : {
              label: 'Done',
              onClick: () => {
                if (platform.isMobileSession) platform.exit();
                else platform.navigate(SETTINGS({ locationId }));
              },
            }
      }
    >
      {finishing ? (
        <Stack gap="3" align="center">
          <Text>Completing your setup…</Text>
          <Loading />
        </Stack>
      ) : (
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h2" size="md">
              Virtual Security Guard is set up at {location.locationName}
            </Heading>
            <Text color="fg.muted">
              Guards review person-detected events on your enrolled cameras and doorbells while your
              alarm is armed.
            </Text>
          </Stack>
          <StatusImages />
        </Stack>
      )}
    </OnboardingContainer>
  );
}
