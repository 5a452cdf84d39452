import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation, Device } from 'shared-contracts/entities';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import {
  devicesQueryKey,
  subscribeDevice,
  unsubscribeDevice,
  useApiClient,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { EVENTS, publishEvent } from 'shared-contracts/events';
import { isBaseStation, planBulkEnrollment } from 'shared-contracts/rules';

/** Devices a bulk update covers: cameras and doorbells that are eligible or enrolled now. */
export function bulkUpdatableDevices(devices: readonly Device[]): Device[] {
  return devices.filter(
    (device) => !isBaseStation(device) && (device.stark_eligible || device.starkEnrolled),
  );
}

/**
 * Bulk update (spec section 4): the enrolled devices are subscribed, the others unsubscribed. Fails
 * if any call fails; the device list is refetched and the page told (`enrollment-changed`) either
 * way. A device whose enrollment changes
 * records enroll_device or unenroll_device, as a switch in settings does; one that stays as it was
 * records nothing, since the user did not change it.
 */
export function useBulkEnrollment(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const { ownerId, locationId } = location;
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { recordStat } = usePlatform();
  return useMutation({
    mutationFn: async (input: { devices: readonly Device[]; enrolledIds: ReadonlySet<number> }) => {
      const plan = planBulkEnrollment(bulkUpdatableDevices(input.devices), input.enrolledIds);
      for (const device of plan.subscribe) {
        if (!device.starkEnrolled) {
          recordStat({ action: STAT_ACTIONS.ENROLL_DEVICE, doorbotId: device.doorbotId });
        }
      }
      for (const device of plan.unsubscribe) {
        if (device.starkEnrolled) {
          recordStat({ action: STAT_ACTIONS.UNENROLL_DEVICE, doorbotId: device.doorbotId });
        }
      }
      const results = await Promise.allSettled([
        ...plan.subscribe.map((device) => subscribeDevice(api, ownerId, device)),
        ...plan.unsubscribe.map((device) => unsubscribeDevice(api, ownerId, device.doorbotId)),
      ]);
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
    onSettled: () => {
      // Told either way: a bulk update that failed part way still changed some devices.
      publishEvent(EVENTS.ENROLLMENT_CHANGED, { ownerId, locationId });
      return queryClient.invalidateQueries({ queryKey: devicesQueryKey(ownerId, locationId) });
    },
  });
}
