import { useQuery } from '@tanstack/react-query';
import { isApiErrorStatus, preferencesQuery, type CurrentLocation } from 'shared-contracts';

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
