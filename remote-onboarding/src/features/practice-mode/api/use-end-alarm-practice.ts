import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { endAlarmPractice, monitoringStatusQuery, useApiClient } from 'shared-contracts/api';

/**
 * `POST .../endalarmpractice` on the owner's path, as every location call (spec section 6), then
 * the monitoring status is fetched again (spec section 4).
 */
export function useEndAlarmPractice(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const { ownerId, locationId } = location;
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: async () => {
      await endAlarmPractice(api, ownerId, locationId);
      return queryClient.fetchQuery(monitoringStatusQuery(ownerId, locationId));
    },
  });
}
