import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { guardQuery } from 'shared-contracts/api';
import { toLocalGuard } from '../lib/guard';

/** The location's private guard (null: none), pending until approved. */
export function useGuard(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery({
    ...guardQuery(location.ownerId, location.locationId),
    select: (guard) => (guard === null ? null : toLocalGuard(guard)),
  });
}
