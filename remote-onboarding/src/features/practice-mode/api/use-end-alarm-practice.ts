import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endAlarmPractice, monitoringStatusQuery } from 'shared-contracts';

/** `POST .../endalarmpractice`, then the monitoring status is fetched again (spec section 4). */
export function useEndAlarmPractice(userId: number, locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await endAlarmPractice(userId, locationId);
      return queryClient.fetchQuery(monitoringStatusQuery(userId, locationId));
    },
  });
}
