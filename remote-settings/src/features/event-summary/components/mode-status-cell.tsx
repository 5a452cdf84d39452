import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'app-router';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { DEVICES, ONBOARDING_INTRODUCTION } from '../../../shared/lib/destinations';
import { vsgStatusQueryKey } from 'shared-contracts/api';
import { usePlatform, type AppDeepLinkParams } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import { Alert, Badge, Button, Card, HStack, Stack, Text, useConfirmation } from 'ui';
import { useVsgState } from '../../../shared/api/use-vsg-state';
import { useVsgStatus } from '../../../shared/api/use-vsg-status';
import { Loading } from '../../../shared/components/loading';
import { QueryError } from '../../../shared/components/query-error';
import { localFlagMemory } from '../../../shared/lib/storage';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { useEndAlarmPractice } from '../api/use-end-alarm-practice';
import { MODE_LABELS, modeCard, modeState, type ModeCard } from '../lib/mode-status';
import { WatchZoneModal } from './watch-zone-modal';

export const MODE_STATUS_TEXTS = {
  heading: 'Mode Status',
  authorizationPrompt:
    'Virtual Security Guard is not authorized to access your devices. Authorize it, then re-arm your system.',
} as const;

const BADGE_PALETTE = { active: 'green', paused: 'orange', inactive: 'red' } as const;

function ModeAction({ card, location }: { card: ModeCard; location: CurrentLocation }) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const endPractice = useEndAlarmPractice(location);
  const watchZoneModal = useConfirmation(
    localFlagMemory(STORAGE_KEYS.watchZoneModalSkip(platform.session.userId)),
  );
  if (card.actionLabel === null) return null;

  const run = () => {
    switch (card.action) {
      case 'monitoring-type':
        platform.openExternal('monitoringType');
        return;
      case 'end-alarm-practice':
        endPractice.mutate();
        return;
      case 'devices':
        platform.navigate(DEVICES({ locationId: location.locationId }));
        return;
      case 'onboarding':
        platform.navigate(ONBOARDING_INTRODUCTION({ locationId: location.locationId }));
        return;
      case 'authorize':
        void platform.requestAuthorization({ returnPath: pathname }).then((authorized) => {
          if (authorized) {
            void queryClient.invalidateQueries({
              queryKey: vsgStatusQueryKey(location.ownerId, location.locationId),
            });
          }
        });
        return;
      case 'account-monitoring':
        platform.openExternal('monitoringSettings');
        return;
      case 'watch-zone-setup':
        // In the app's webview the app itself opens its watch zone setup; on the web, redirect
        // to it, or explain where to find it.
        if (platform.isMobileSession) {
          const params: AppDeepLinkParams = { to: 'watch-zones', locationId: location.locationId };
          platform.openExternal('mobileDeepLink', params);
        } else if (platform.isFlagOn(FEATURE_FLAGS.MONITORING_ZONES_WEB_REDIRECT)) {
          platform.openExternal('watchZones');
        } else {
          watchZoneModal.request(() => undefined);
        }
        return;
      case 'switch-disabled':
        return;
    }
  };

  return (
    <>
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={endPractice.isPending}
        onClick={run}
      >
        {card.actionLabel}
      </Button>
      <WatchZoneModal confirmation={watchZoneModal} />
    </>
  );
}

/**
 * The mode status cell: active, paused or inactive, and for an inactive reason what it means and
 * what to do about it (spec section 4). AUTH_NOT_FOUND shows the authorization prompt.
 */
export function ModeStatusCell({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const status = useVsgStatus(location);
  const state = useVsgState(location);

  if (status.query.isPending) return <Loading label="Loading mode status" minH="6rem" />;
  if (status.query.isError) {
    return <QueryError error={status.query.error} onRetry={() => void status.query.refetch()} />;
  }
  const mode = modeState({
    paused: state.data?.paused === true,
    reason: status.reason,
    armed: status.armed,
  });
  const card = modeCard(status.reason, {
    watchZonesFlag: platform.isFlagOn(FEATURE_FLAGS.VIDEO_MONITORING_ZONES),
    isOwner: location.isOwner,
  });

  return (
    <Card.Root size="sm" as="section" aria-labelledby="vsg-mode-status-heading">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold" id="vsg-mode-status-heading">
              {MODE_STATUS_TEXTS.heading}
            </Text>
            <Badge colorPalette={BADGE_PALETTE[mode]} size="lg">
              {MODE_LABELS[mode]}
            </Badge>
          </HStack>
          {card?.reason === 'AUTH_NOT_FOUND' ? (
            <Alert.Root status="warning" alignItems="center">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{card.label}</Alert.Title>
                <Alert.Description>{MODE_STATUS_TEXTS.authorizationPrompt}</Alert.Description>
              </Alert.Content>
              <ModeAction card={card} location={location} />
            </Alert.Root>
          ) : card ? (
            <Stack gap="2">
              <Text fontWeight="medium">{card.label}</Text>
              {card.meaning ? (
                <Text fontSize="sm" color="fg.muted">
                  {card.meaning}
                </Text>
              ) : null}
              <ModeAction card={card} location={location} />
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
