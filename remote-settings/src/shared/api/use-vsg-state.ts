import { useQuery } from '@tanstack/react-query';
import { vsgStateQuery, type CurrentLocation } from 'shared-contracts';

/** `GET .../state`: whether guard monitoring is paused at the location. */
export function useVsgState(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(vsgStateQuery(location.ownerId, location.locationId));
}
