import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { vsgStatusQuery } from 'shared-contracts/api';
import { eventsExceededState, getVsgReason, isArmed } from 'shared-contracts/rules';

/**
 * `GET .../status`: the armed status, the VSG error state / inactive reason (reasons[0]) and the
 * events-exceeded state the service reports, if any.
 */
export function useVsgStatus(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const query = useQuery(vsgStatusQuery(location.ownerId, location.locationId));
  return {
    query,
    reason: getVsgReason(query.data),
    eventsExceeded: eventsExceededState(query.data),
    armed: query.data ? isArmed(query.data.monitoring) : false,
  };
}
