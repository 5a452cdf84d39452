import { useQuery } from '@tanstack/react-query';
import { contactsQuery, type CurrentLocation } from 'shared-contracts';

/** The location's emergency contacts. */
export function useContacts(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  return useQuery({ ...contactsQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
