import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { isApiErrorStatus, preferencesQuery } from 'shared-contracts/api';

/** The location's preferences; a 404 ('Alert preferences not found') reads as `notFound`. */
export function usePreferences(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  const query = useQuery({
    ...preferencesQuery(ownerId, locationId),
    enabled: enabled && locationId !== '',
  });
  return { ...query, notFound: query.isError && isApiErrorStatus(query.error, 404) };
}
