import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { monitoringStatusQuery } from 'shared-contracts/api';

/**
 * The monitoring status, never cached; UNSUPPORTED when it cannot be read. Asked with the owner's
 * id, as settings asks it, so both read one cache entry.
 */
export function useMonitoringStatus(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  return useQuery({
    ...monitoringStatusQuery(ownerId, locationId),
    enabled: enabled && locationId !== '',
  });
}
