import { ERROR_MESSAGES, TEXTS } from 'shared-contracts/constants';
import { onboardingPage } from '../../shared/lib/onboarding-flow';
import { Stack, Text } from 'ui';
import { useFinishOnArrival } from '../../features/complete-setup/api/use-finish-on-arrival';
import { useEndAlarmPractice } from '../../features/practice-mode/api/use-end-alarm-practice';
import { OnboardingContainer, ownerAlert } from '../../shared/components/onboarding-container';
import { Loading } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';

export const END_ALARM_PRACTICE_LABEL = 'End Alarm Practice';
export const KEEP_ALARM_PRACTICE_LABEL = 'Keep Alarm Practice';

/**
 * /onboarding/:locationId/practice-mode: the alarm is in practice mode. End Alarm Practice ends it,
 * refetches the monitoring status and continues; Keep Alarm Practice continues (spec section 4).
 * A shared location shows 'Shared locations must be enrolled by the owner.' and no action.
 */
export function PracticeModePage() {
  const { platform, location, locationId, ownerId } = useOnboardingLocation();
  const finishing = useFinishOnArrival('practice-mode');
  const endPractice = useEndAlarmPractice({ ownerId, locationId });

  if (!location) return null;
  const next = onboardingPage(locationId, 'setup-complete');
  // Ending practice changes the location: owners only (a shared user may still land here by URL).
  const owner = location.isOwner;
  const actions = owner && !finishing;
  return (
    <OnboardingContainer
      pageId="onboarding-practice-mode"
      title={finishing ? 'Completing Setup' : 'Alarm Practice'}
      warnOnExit={false}
      alert={ownerAlert(owner, null)}
      primary={
        !actions
          ? undefined
          : {
              label: END_ALARM_PRACTICE_LABEL,
              loading: endPractice.isPending,
              onClick: () =>
                endPractice.mutate(undefined, {
                  onSuccess: () => {
                    platform.toast({ status: 'success', title: TEXTS.endedAlarmPractice });
                    platform.navigate(next);
                  },
                  onError: () =>
                    platform.toast({ status: 'error', title: ERROR_MESSAGES.endAlarmPractice }),
                }),
            }
      }
      secondary={
        !actions
          ? undefined
          : {
              label: KEEP_ALARM_PRACTICE_LABEL,
              disabled: endPractice.isPending,
              onClick: () => platform.navigate(next),
            }
      }
    >
      {finishing ? (
        <Stack gap="3" align="center">
          <Text>Completing your setup…</Text>
          <Loading />
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>Your alarm is in practice mode at {location.locationName}.</Text>
          <Text color="fg.muted">
            While alarm practice is on, guards do not monitor your location. End alarm practice now
            to start Virtual Security Guard, or keep practicing and end it later.
          </Text>
        </Stack>
      )}
    </OnboardingContainer>
  );
}
