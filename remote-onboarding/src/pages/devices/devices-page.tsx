import { useMemo, useState } from 'react';
import { ConfirmDialog } from 'app-runtime/lazy';
import {
  devicesToEnrollByDefault,
  groupDevices,
  hasEnrolledDevice,
  indoorDeviceMemory,
  isIndoorDevice,
} from 'shared-contracts/rules';
import type { Device } from 'shared-contracts/entities';
import { ERROR_MESSAGES, STAT_ACTIONS } from 'shared-contracts/constants';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import { INDOOR_DEVICE_TEXTS, Stack, Text, useConfirmation } from 'ui';
import { useBulkEnrollment } from '../../features/devices/api/use-bulk-enrollment';
import { useDevices } from '../../features/devices/api/use-devices';
import { DeviceGroups } from '../../features/devices/components/device-groups';
import {
  OnboardingContainer,
  stepFrame,
  ownerAlert,
} from '../../shared/components/onboarding-container';
import { Loading, QueryError } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { nextPage, onboardingPage } from '../../shared/lib/onboarding-flow';

/** Enrolled now, or (when none is) the outdoor eligible devices enrolled by default. */
function initialSelection(devices: readonly Device[]): Set<number> {
  const enrolled = groupDevices(devices).subscribed;
  const chosen = enrolled.length > 0 ? enrolled : devicesToEnrollByDefault(devices);
  return new Set(chosen.map((device) => device.doorbotId));
}

/**
 * /onboarding/:locationId/devices: choose the enrolled cameras and doorbells (spec 2.4, 4, 5).
 * Switching an indoor camera on asks first, with the confirm and per-user memory settings uses.
 */
export function DevicesPage() {
  const { platform, location, locationId, ownerId, flow } = useOnboardingLocation();
  const owner = location?.isOwner === true;
  const devices = useDevices({ ownerId, locationId }, owner);
  const bulk = useBulkEnrollment({ ownerId, locationId });
  const [selection, setSelection] = useState<Set<number> | null>(null);
  const { userId } = platform.session;
  const memory = useMemo(() => indoorDeviceMemory(userId), [userId]);
  const indoorConfirm = useConfirmation(memory);

  if (!location) return null;
  const enrolledIds =
    selection ?? (devices.data ? initialSelection(devices.data) : new Set<number>());
  const canContinue =
    devices.data !== undefined &&
    hasEnrolledDevice(
      devices.data.map((device) => ({
        ...device,
        starkEnrolled: enrolledIds.has(device.doorbotId),
      })),
    );

  const save = () => {
    if (!devices.data) return;
    setSelection(enrolledIds);
    bulk.mutate(
      { devices: devices.data, enrolledIds },
      {
        onSuccess: () => platform.navigate(onboardingPage(locationId, nextPage('devices', flow))),
        onError: () => platform.toast({ status: 'error', title: ERROR_MESSAGES.saveChanges }),
      },
    );
  };

  return (
    <OnboardingContainer
      {...stepFrame('devices', locationId, location, flow)}
      title="Enrolled Devices"
      alert={ownerAlert(
        owner,
        devices.data && !canContinue
          ? { status: 'warning', title: ONBOARDING_TEXTS.enrolledDeviceRequired }
          : null,
      )}
      primary={
        owner
          ? { label: 'Continue', onClick: save, disabled: !canContinue, loading: bulk.isPending }
          : undefined
      }
    >
      {!owner ? null : devices.isError ? (
        <QueryError error={devices.error} onRetry={() => void devices.refetch()} />
      ) : !devices.data ? (
        <Loading />
      ) : (
        <Stack gap="5">
          <Text color="fg.muted">
            Guards review person-detected events on the cameras and doorbells you enroll. Outdoor
            cameras and doorbells are enrolled by default.
          </Text>
          <DeviceGroups
            devices={devices.data}
            enrolledIds={enrolledIds}
            onToggle={(device, enrolled) => {
              const next = new Set(enrolledIds);
              if (!enrolled) {
                next.delete(device.doorbotId);
                setSelection(next);
                return;
              }
              next.add(device.doorbotId);
              if (!isIndoorDevice(device)) {
                setSelection(next);
                return;
              }
              indoorConfirm.request(() => {
                platform.recordStat({
                  action: STAT_ACTIONS.INDOOR_DEVICE_ACKNOWLEDGED,
                  doorbotId: device.doorbotId,
                });
                setSelection(next);
              });
            }}
          />
          <ConfirmDialog
            {...indoorConfirm.dialog}
            title={INDOOR_DEVICE_TEXTS.title}
            confirmLabel={INDOOR_DEVICE_TEXTS.confirm}
          >
            <Text>{INDOOR_DEVICE_TEXTS.body}</Text>
          </ConfirmDialog>
        </Stack>
      )}
    </OnboardingContainer>
  );
}
