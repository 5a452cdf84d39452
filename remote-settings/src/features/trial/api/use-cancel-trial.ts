import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { cancelFreeTrial, getErrorMessage } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { PATHS } from 'shared-contracts/registry';

/**
 * Cancels the free trial (irreversible) and goes to the free-trial-canceled page. The cached
 * subscription, locations and user status are only marked stale (`refetchType: 'none'`): the
 * settings guards stay mounted until the page's remote has loaded, and a refetch there would see
 * no entitlements and send the user to the account pages instead. The next reader refetches.
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
      for (const queryKey of [['subscription'], ['locations'], ['user-status']]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
    onError: (error) => platform.toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
