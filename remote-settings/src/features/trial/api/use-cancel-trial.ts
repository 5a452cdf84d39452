import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelFreeTrial,
  getErrorMessage,
  PATHS,
  STAT_ACTIONS,
  usePlatform,
  type CurrentLocation,
} from 'shared-contracts';

/**
 * Cancels the free trial (irreversible) and goes to the free-trial-canceled page. The cached
 * subscription and locations are refreshed only after leaving the settings area, whose guards
 * would otherwise send the user elsewhere first.
 */
export function useCancelTrial(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: () => cancelFreeTrial(ownerId, locationId),
    onMutate: () => platform.recordStat({ action: STAT_ACTIONS.CANCEL_FREE_TRIAL }),
    onSuccess: () => {
      platform.navigate(PATHS.freeTrialCanceled, { replace: true });
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
      void queryClient.invalidateQueries({ queryKey: ['user-status'] });
    },
    onError: (error) => platform.toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
