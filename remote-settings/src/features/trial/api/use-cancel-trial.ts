import { useMutation } from '@tanstack/react-query';
import { EVENTS, publishEvent } from 'shared-contracts/events';
import { cancelFreeTrial, getErrorMessage, useApiClient } from 'shared-contracts/api';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import { FREE_TRIAL_CANCELED } from '../../../shared/lib/destinations';

/**
 * Cancels the free trial (irreversible) and goes to the free-trial-canceled page, then tells the
 * page the subscription changed: the host, which owns the subscription, locations and user status,
 * marks them stale without refetching while the settings guards are still mounted.
 */
export function useCancelTrial(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const platform = usePlatform();
  const api = useApiClient();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: () => cancelFreeTrial(api, ownerId, locationId),
    onMutate: () => platform.recordStat({ action: STAT_ACTIONS.CANCEL_FREE_TRIAL }),
    onSuccess: () => {
      platform.navigate(FREE_TRIAL_CANCELED(), { replace: true });
      void publishEvent(EVENTS.SUBSCRIPTION_CHANGED, { ownerId, locationId });
    },
    onError: (error) => platform.toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
