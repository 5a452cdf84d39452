import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentLocation, Device } from 'shared-contracts/entities';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { enrollErrorToast, enrollSuccessToast } from '../../../shared/lib/copy';
import {
  DeviceNotInCacheError,
  devicesQueryKey,
  getErrorMessage,
  monitoringStatusQueryKey,
  type Rollback,
  setDeviceEnrolledInCache,
  subscribeDevice,
  unsubscribeDevice,
  useApiClient,
  vsgStatusQueryKey,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { EVENTS, publishEvent } from 'shared-contracts/events';

interface EnrollmentChange {
  device: Device;
  enrolled: boolean;
}

/**
 * Enrolls (subscribes) or unenrolls a device. The cached list changes at once when the device is in
 * it (the shared cache helper requires that) and is put back if the call fails. Either way the list
 * is refetched, the mode status refreshed and the page told (`enrollment-changed`); a toast tells
 * the outcome.
 */
export function useSetEnrollment(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const platform = usePlatform();
  const { ownerId, locationId } = location;
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const mark = (doorbotId: number, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(doorbotId);
      else next.delete(doorbotId);
      return next;
    });

  const mutation = useMutation<unknown, unknown, EnrollmentChange, { rollback: Rollback }>({
    mutationFn: ({ device, enrolled }) =>
      enrolled
        ? subscribeDevice(api, ownerId, device)
        : unsubscribeDevice(api, ownerId, device.doorbotId),
    onMutate: async ({ device, enrolled }) => {
      mark(device.doorbotId, true);
      platform.recordStat({
        action: enrolled ? STAT_ACTIONS.ENROLL_DEVICE : STAT_ACTIONS.UNENROLL_DEVICE,
        doorbotId: device.doorbotId,
      });
      await queryClient.cancelQueries({ queryKey: devicesQueryKey(ownerId, locationId) });
      try {
        return {
          rollback: setDeviceEnrolledInCache(
            queryClient,
            ownerId,
            locationId,
            device.doorbotId,
            enrolled,
          ),
        };
      } catch (error) {
        if (error instanceof DeviceNotInCacheError) return { rollback: () => undefined };
        throw error;
      }
    },
    onSuccess: (_data, { device, enrolled }) =>
      platform.toast({ title: enrollSuccessToast(device.name, enrolled), status: 'success' }),
    onError: (error, { device, enrolled }, context) => {
      context?.rollback();
      platform.toast({
        title: enrollErrorToast(device.name, enrolled),
        description: getErrorMessage(error),
        status: 'error',
      });
    },
    onSettled: (_data, _error, { device }) => {
      mark(device.doorbotId, false);
      // Told even on failure: a failed call may still have changed the enrollment.
      publishEvent(EVENTS.ENROLLMENT_CHANGED, { ownerId, locationId });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: devicesQueryKey(ownerId, locationId) }),
        queryClient.invalidateQueries({ queryKey: vsgStatusQueryKey(ownerId, locationId) }),
        queryClient.invalidateQueries({
          queryKey: monitoringStatusQueryKey(ownerId, locationId),
        }),
      ]);
    },
  });

  return {
    setEnrollment: (device: Device, enrolled: boolean) => mutation.mutate({ device, enrolled }),
    isPending: (doorbotId: number) => pending.has(doorbotId),
  };
}
