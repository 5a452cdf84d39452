import { useQuery } from '@tanstack/react-query';
import { devicesQuery } from 'shared-contracts';

/** The location's devices (owner id, spec section 6). */
export function useDevices(ownerId: number, locationId: string, enabled = true) {
  return useQuery({ ...devicesQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
