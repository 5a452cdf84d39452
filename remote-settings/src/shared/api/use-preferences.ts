import { useQuery } from '@tanstack/react-query';
import { preferencesQuery, type CurrentLocation } from 'shared-contracts';

/** `GET .../preferences`: contacts, alert preferences and the siren / automated warning values. */
export function usePreferences(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  return useQuery(preferencesQuery(location.ownerId, location.locationId));
}
