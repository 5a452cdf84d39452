import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { devicesQuery } from 'shared-contracts/api';

/** The location's devices (with the owner's id, spec section 6). */
export function useDevices(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(devicesQuery(location.ownerId, location.locationId));
}
