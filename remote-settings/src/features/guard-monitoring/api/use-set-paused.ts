import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import {
  getErrorMessage,
  setPausedInCache,
  setVsgState,
  useApiClient,
  vsgStatusQueryKey,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { EVENTS, publishEvent } from 'shared-contracts/events';

/**
 * `POST .../state` with `pauseEnable`. The cached pause state changes only after the POST succeeds
 * (spec section 4) and is then told to the page (`pause-changed`); a failure leaves it as it was and shows 'Failed changing VSG State.'.
 */
export function useSetPaused(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: (paused: boolean) => setVsgState(api, ownerId, locationId, paused),
    onSuccess: (state) => {
      setPausedInCache(queryClient, ownerId, locationId, state.paused);
      void queryClient.invalidateQueries({ queryKey: vsgStatusQueryKey(ownerId, locationId) });
      // The host owns the account-wide statuses and refetches them when it hears this.
      publishEvent(EVENTS.PAUSE_CHANGED, { ownerId, locationId, paused: state.paused });
    },
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
