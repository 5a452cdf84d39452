import {
  isEventsExceeded,
  STAT_ACTIONS,
  TEXTS,
  usePlatform,
  type CurrentLocation,
} from 'shared-contracts';
import { Box, Stack, Text } from 'ui';
import { useVsgState } from '../../../shared/api/use-vsg-state';
import { useVsgStatus } from '../../../shared/api/use-vsg-status';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { LabelledSwitch } from '../../../shared/components/labelled-switch';
import { QueryError } from '../../../shared/components/query-error';
import { useConfirmation } from '../../../shared/hooks/use-confirmation';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { useSetPaused } from '../api/use-set-paused';
import { GUARD_MONITORING_TEXTS as T } from '../texts';

/**
 * The Guard Monitoring switch: on = active, off = paused. Off asks first (the pause modal), on
 * resumes at once; the switch moves only after the server took the change. Over the event cap it
 * is disabled under an overlay.
 */
export function GuardMonitoringSwitch({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const state = useVsgState(location);
  const { reason } = useVsgStatus(location);
  const setPaused = useSetPaused(location);
  const pauseModal = useConfirmation({
    dontShowAgainKey: STORAGE_KEYS.pauseModalSkip(platform.session.userId),
  });

  if (state.isError) {
    return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  }
  const active = state.data ? !state.data.paused : false;
  const exceeded = isEventsExceeded(reason);

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
    <Box position="relative">
      <Stack gap="1">
        <LabelledSwitch
          label={T.switchLabel}
          checked={active}
          onChange={onChange}
          loading={state.isPending || setPaused.isPending}
          disabled={exceeded}
        />
        <Text fontSize="sm" color="fg.muted">
          {active ? T.activeDescription : T.pausedDescription}
        </Text>
      </Stack>
      {exceeded ? (
        <Box
          position="absolute"
          inset="0"
          bg="bg/85"
          display="flex"
          alignItems="center"
          p="2"
          borderRadius="md"
        >
          <Text fontSize="sm" fontWeight="medium">
            {TEXTS.monitoringResumeOverlay}
          </Text>
        </Box>
      ) : null}
      <ConfirmDialog {...pauseModal.dialog} title={T.pauseTitle} confirmLabel={T.pauseConfirm}>
        <Text>{T.pauseBody}</Text>
      </ConfirmDialog>
    </Box>
  );
}
