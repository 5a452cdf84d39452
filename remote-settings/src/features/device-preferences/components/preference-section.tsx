import { ConfirmDialog } from 'app-runtime/lazy';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import { Heading, LabelledSwitch, Stack, Text, useConfirmation } from 'ui';
import { usePreferences } from '../../../shared/api/use-preferences';
import { Loading } from '../../../shared/components/loading';
import { QueryError } from '../../../shared/components/query-error';
import { useUpdatePreference, type DevicePreferenceKey } from '../api/use-update-preference';

export const PREFERENCE_TEXTS = {
  sirenEnabled: {
    title: 'Siren Access',
    description: 'Let guards sound your sirens to deter intruders during an event.',
    offTitle: 'Turn Off Siren',
    offBody: 'Guards will not be able to sound your sirens to deter intruders.',
  },
  automatedResponsesEnabled: {
    title: 'Automated Warning',
    description:
      'Play a recorded warning on your cameras when a person is detected while guards review the event.',
    offTitle: 'Turn Off Automated Warning',
    offBody: 'Your cameras will no longer play a recorded warning when a person is detected.',
  },
  turnOff: 'Turn Off',
} as const;

/**
 * Siren Access or Automated Warning: on applies at once, off asks first. Automated warning records
 * its on, off and confirm-off statistics.
 */
export function PreferenceSection({
  location,
  preference,
}: {
  location: CurrentLocation;
  preference: DevicePreferenceKey;
}) {
  const platform = usePlatform();
  const preferences = usePreferences(location);
  const update = useUpdatePreference(location, preference);
  const confirmOff = useConfirmation();
  const texts = PREFERENCE_TEXTS[preference];
  const automated = preference === 'automatedResponsesEnabled';
  const headingId = `preference-${preference}`;

  const onChange = (value: boolean) => {
    if (value) {
      if (automated) platform.recordStat({ action: STAT_ACTIONS.AUTOMATED_WARNING_ENABLED_TOGGLE });
      update.mutate(true);
      return;
    }
    if (automated) platform.recordStat({ action: STAT_ACTIONS.AUTOMATED_WARNING_DISABLED_TOGGLE });
    confirmOff.request(() => {
      if (automated) {
        platform.recordStat({ action: STAT_ACTIONS.AUTOMATED_WARNING_DISABLE_CONFIRMATION });
      }
      update.mutate(false);
    });
  };

  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {texts.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {texts.description}
      </Text>
      {preferences.isPending ? (
        <Loading label={`Loading ${texts.title}`} minH="3rem" />
      ) : preferences.isError ? (
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <LabelledSwitch
          label={texts.title}
          checked={preferences.data.preferences[preference]}
          loading={update.isPending}
          onChange={onChange}
        />
      )}
      <ConfirmDialog
        {...confirmOff.dialog}
        title={texts.offTitle}
        confirmLabel={PREFERENCE_TEXTS.turnOff}
        destructive
      >
        <Text>{texts.offBody}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
