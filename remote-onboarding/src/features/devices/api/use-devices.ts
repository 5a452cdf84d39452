import { useQuery } from '@tanstack/react-query';
import { devicesQuery, type CurrentLocation } from 'shared-contracts';

/** The location's devices (owner id, spec section 6). */
export function useDevices(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  return useQuery({ ...devicesQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
