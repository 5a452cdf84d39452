import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { getErrorMessage, removeGuard, setGuardInCache, useApiClient } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { PRIVATE_GUARD_TEXTS } from '../lib/texts';

/** Removes the private guard; delete clears it locally, and police are requested instead. */
export function useRemoveGuard(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  return useMutation({
    mutationFn: () => removeGuard(api, ownerId, locationId),
    onSuccess: () => {
      setGuardInCache(queryClient, ownerId, locationId, null);
      toast({ title: PRIVATE_GUARD_TEXTS.removed, status: 'success' });
    },
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
  });
}
