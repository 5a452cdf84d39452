import { ConfirmDialog } from 'app-runtime/lazy';
import { ELIGIBILITY_REASONS, type CurrentLocation } from 'shared-contracts/entities';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { SETTINGS_TEXTS } from '../../../shared/lib/copy';
import { usePlatform } from 'shared-contracts/platform';
import { LabelledSwitch, Stack, Text, useConfirmation } from 'ui';
import { useVsgState } from '../../../shared/api/use-vsg-state';
import { useVsgStatus } from '../../../shared/api/use-vsg-status';
import { QueryError } from '../../../shared/components/query-error';
import { localFlagMemory } from '../../../shared/lib/storage';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { useSetPaused } from '../api/use-set-paused';
import { GUARD_MONITORING_TEXTS as T } from '../texts';

/**
 * The Guard Monitoring switch: on = active, off = paused. Off asks first (the pause modal), on
 * resumes at once; the switch moves only after the server took the change. Over the event limit
 * (an events-exceeded state anywhere in the location's status) the service is not monitoring
 * whatever the pause flag says, so the switch is disabled and a notice under it says why.
 */
export function GuardMonitoringSwitch({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const state = useVsgState(location);
  const { eventsExceeded } = useVsgStatus(location);
  const setPaused = useSetPaused(location);
  const pauseModal = useConfirmation(
    localFlagMemory(STORAGE_KEYS.pauseModalSkip(platform.session.userId)),
  );

  if (state.isError) {
    return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  }
  const exceeded = eventsExceeded !== null;
  const active = state.data && !exceeded ? !state.data.paused : false;

  const onChange = (next: boolean) => {
    if (next) {
      platform.recordStat({ action: STAT_ACTIONS.TAPPING_UNPAUSE_TOGGLE });
      setPaused.mutate(false);
      return;
    }
    platform.recordStat({ action: STAT_ACTIONS.TAPPING_PAUSE_TOGGLE });
    pauseModal.request(() => {
      platform.recordStat({ action: STAT_ACTIONS.TAPPING_PAUSE_CONFIRMATION });
      setPaused.mutate(true);
    });
  };

  return (
    <Stack gap="2">
      <Stack gap="1">
        <LabelledSwitch
          label={T.switchLabel}
          checked={active}
          onChange={onChange}
          loading={state.isPending || setPaused.isPending}
          disabled={exceeded}
        />
        {/* Over the limit, the paused-by-limit notice replaces the pause-flag description. */}
        {exceeded ? null : (
          <Text fontSize="sm" color="fg.muted">
            {active ? T.activeDescription : T.pausedDescription}
          </Text>
        )}
      </Stack>
      {exceeded ? (
        // The disabled state's notice lays out under the switch, never over the section's text.
        <Stack gap="1" p="3" bg="bg.muted" borderRadius="md">
          <Text fontSize="sm" fontWeight="semibold">
            {T.pausedByLimit(ELIGIBILITY_REASONS[eventsExceeded].label)}
          </Text>
          <Text fontSize="sm">{SETTINGS_TEXTS.monitoringResumeOverlay}</Text>
        </Stack>
      ) : null}
      <ConfirmDialog {...pauseModal.dialog} title={T.pauseTitle} confirmLabel={T.pauseConfirm}>
        <Text>{T.pauseBody}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
