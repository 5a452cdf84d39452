import { useQuery } from '@tanstack/react-query';
import { monitoringStatusQuery } from 'shared-contracts';

/** The monitoring status, never cached; UNSUPPORTED when it cannot be read. */
export function useMonitoringStatus(userId: number, locationId: string, enabled = true) {
  return useQuery({
    ...monitoringStatusQuery(userId, locationId),
    enabled: enabled && locationId !== '',
  });
}
