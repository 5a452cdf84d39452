import { useQuery } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import { contactsQuery } from 'shared-contracts/api';

/** The location's emergency contacts. */
export function useContacts(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  enabled = true,
) {
  const { ownerId, locationId } = location;
  return useQuery({ ...contactsQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
