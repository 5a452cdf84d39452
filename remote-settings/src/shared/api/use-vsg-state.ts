import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { vsgStateQuery } from 'shared-contracts/api';

/** `GET .../state`: whether guard monitoring is paused at the location. */
export function useVsgState(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(vsgStateQuery(location.ownerId, location.locationId));
}
