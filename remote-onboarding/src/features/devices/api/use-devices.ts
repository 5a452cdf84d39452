import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { devicesQuery } from 'shared-contracts/api';

/** The location's devices (owner id, spec section 6). */
export function useDevices(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  return useQuery({ ...devicesQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
