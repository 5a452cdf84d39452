import { useQuery } from '@tanstack/react-query';
import { devicesQuery, type CurrentLocation } from 'shared-contracts';

/** The location's devices (with the owner's id, spec section 6). */
export function useDevices(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(devicesQuery(location.ownerId, location.locationId));
}
