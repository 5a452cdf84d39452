import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { TEXTS } from 'shared-contracts/constants';
import {
  endAlarmPractice,
  getErrorMessage,
  monitoringStatusQueryKey,
  useApiClient,
  vsgStatusQueryKey,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';

/** Ends alarm practice, refetches the mode and says so ('Successfully ended alarm practice.'). */
export function useEndAlarmPractice(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: () => endAlarmPractice(api, ownerId, locationId),
    onSuccess: () => toast({ title: TEXTS.endedAlarmPractice, status: 'success' }),
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vsgStatusQueryKey(ownerId, locationId) }),
        queryClient.invalidateQueries({
          queryKey: monitoringStatusQueryKey(ownerId, locationId),
        }),
      ]),
  });
}
