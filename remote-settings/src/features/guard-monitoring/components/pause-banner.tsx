import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS, STAT_ACTIONS } from 'shared-contracts/constants';
import { SETTINGS_TEXTS } from '../../../shared/lib/copy';
import { usePlatform } from 'shared-contracts/platform';
import { Alert, Button, CloseButton, HStack } from 'ui';
import { useVsgState } from '../../../shared/api/use-vsg-state';
import { useStoredFlag } from '../../../shared/lib/storage';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { useSetPaused } from '../api/use-set-paused';
import { GUARD_MONITORING_TEXTS as T } from '../texts';

/**
 * 'Guard monitoring is currently paused at your location.' with Resume and close. Shown only with
 * the paused flag on, the location paused, and the banner not closed in this session.
 */
export function PauseBanner({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const flagOn = platform.isFlagOn(FEATURE_FLAGS.LOCATION_PAUSED);
  const key = STORAGE_KEYS.pauseBannerClosed(platform.session.userId, location.locationId);
  const [closed, close] = useStoredFlag('session', key);
  const state = useVsgState(location);
  const setPaused = useSetPaused(location);

  if (!flagOn || closed || state.data?.paused !== true) return null;
  return (
    <Alert.Root status="warning" alignItems="center" role="region" aria-label="Pause banner">
      <Alert.Indicator />
      <Alert.Title flex="1">{SETTINGS_TEXTS.pauseBanner}</Alert.Title>
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          loading={setPaused.isPending}
          onClick={() => {
            platform.recordStat({ action: STAT_ACTIONS.TAPPING_RESUME_BUTTON });
            setPaused.mutate(false);
          }}
        >
          {T.resume}
        </Button>
        <CloseButton size="sm" aria-label={T.closeBanner} onClick={close} />
      </HStack>
    </Alert.Root>
  );
}
