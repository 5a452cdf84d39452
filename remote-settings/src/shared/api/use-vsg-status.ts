import { useQuery } from '@tanstack/react-query';
import { getVsgReason, isArmed, vsgStatusQuery, type CurrentLocation } from 'shared-contracts';

/** `GET .../status`: the armed status and the VSG error state / inactive reason (reasons[0]). */
export function useVsgStatus(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const query = useQuery(vsgStatusQuery(location.ownerId, location.locationId));
  return {
    query,
    reason: getVsgReason(query.data),
    armed: query.data ? isArmed(query.data.monitoring) : false,
  };
}
