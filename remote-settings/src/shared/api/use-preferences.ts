import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { preferencesQuery } from 'shared-contracts/api';

/** `GET .../preferences`: contacts, alert preferences and the siren / automated warning values. */
export function usePreferences(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(preferencesQuery(location.ownerId, location.locationId));
}
