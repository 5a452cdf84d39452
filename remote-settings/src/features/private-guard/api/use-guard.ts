import { useQuery } from '@tanstack/react-query';
import { guardQuery, toLocalGuard, type CurrentLocation } from 'shared-contracts';

/** The location's private guard (null: none), pending until approved. */
export function useGuard(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery({
    ...guardQuery(location.ownerId, location.locationId),
    select: (guard) => (guard === null ? null : toLocalGuard(guard)),
  });
}
