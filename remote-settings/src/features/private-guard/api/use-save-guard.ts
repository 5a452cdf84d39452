import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation, PrivateGuardInput } from 'shared-contracts/entities';
import {
  getErrorMessage,
  guardQueryKey,
  saveGuard,
  setGuardInCache,
  useApiClient,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';

/** Creates the private guard ('There was an error creating guard' on failure); it is pending. */
export function useSaveGuard(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: (guard: PrivateGuardInput) => saveGuard(api, ownerId, locationId, guard),
    onSuccess: (_data, guard) => {
      setGuardInCache(queryClient, ownerId, locationId, { ...guard, approved: false });
      void queryClient.invalidateQueries({ queryKey: guardQueryKey(ownerId, locationId) });
    },
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
