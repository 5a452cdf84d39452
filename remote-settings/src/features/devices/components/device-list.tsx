import { useMemo } from 'react';
import { ConfirmDialog } from 'app-runtime/lazy';
import {
  groupDevices,
  indoorDeviceMemory,
  isIndoorDevice,
  isLastEnrolledDevice,
} from 'shared-contracts/rules';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation, Device } from 'shared-contracts/entities';
import { INDOOR_DEVICE_TEXTS, Stack, Text, useConfirmation } from 'ui';
import { Loading } from '../../../shared/components/loading';
import { QueryError } from '../../../shared/components/query-error';
import { useDevices } from '../api/use-devices';
import { useSetEnrollment } from '../api/use-set-enrollment';
import { DEVICES_TEXTS as T } from '../lib/texts';
import { DeviceSection } from './device-section';

/**
 * The three device sections with their switches. Enrolling an indoor device asks first (the
 * 'Indoor Device' confirm, whose per-user 'don't show again' onboarding shares); unenrolling the
 * last enrolled device asks too ('No Authorized Devices'). Nothing is sent unless confirmed.
 */
export function DeviceList({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const devices = useDevices(location);
  const enrollment = useSetEnrollment(location);
  const { userId } = platform.session;
  const memory = useMemo(() => indoorDeviceMemory(userId), [userId]);
  const indoorConfirm = useConfirmation(memory);
  const lastConfirm = useConfirmation();

  if (devices.isPending) return <Loading label="Loading devices" />;
  if (devices.isError) {
    return <QueryError error={devices.error} onRetry={() => void devices.refetch()} />;
  }
  const groups = groupDevices(devices.data);

  const onToggle = (device: Device, enrolled: boolean) => {
    if (enrolled && isIndoorDevice(device)) {
      indoorConfirm.request(() => {
        platform.recordStat({
          action: STAT_ACTIONS.INDOOR_DEVICE_ACKNOWLEDGED,
          doorbotId: device.doorbotId,
        });
        enrollment.setEnrollment(device, true);
      });
      return;
    }
    if (!enrolled && isLastEnrolledDevice(devices.data, device.doorbotId)) {
      lastConfirm.request(() => enrollment.setEnrollment(device, false));
      return;
    }
    enrollment.setEnrollment(device, enrolled);
  };

  return (
    <Stack gap="6">
      <DeviceSection
        title={T.outdoor}
        devices={groups.eligibleOutdoor}
        emptyText={T.noOutdoor}
        eligible
        isBusy={enrollment.isPending}
        onToggle={onToggle}
      />
      <DeviceSection
        title={T.indoor}
        devices={groups.eligibleIndoor}
        emptyText={T.noIndoor}
        eligible
        isBusy={enrollment.isPending}
        onToggle={onToggle}
      />
      {groups.ineligible.length > 0 ? (
        <DeviceSection
          title={T.ineligible}
          devices={groups.ineligible}
          eligible={false}
          isBusy={enrollment.isPending}
          onToggle={onToggle}
        />
      ) : null}
      <ConfirmDialog
        {...indoorConfirm.dialog}
        title={INDOOR_DEVICE_TEXTS.title}
        confirmLabel={INDOOR_DEVICE_TEXTS.confirm}
      >
        <Text>{INDOOR_DEVICE_TEXTS.body}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        {...lastConfirm.dialog}
        title={T.lastTitle}
        confirmLabel={T.lastConfirm}
        destructive
      >
        <Text>{T.lastBody}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
