import { useQuery } from '@tanstack/react-query';
import { contactsQuery } from 'shared-contracts';

/** The location's emergency contacts. */
export function useContacts(ownerId: number, locationId: string, enabled = true) {
  return useQuery({ ...contactsQuery(ownerId, locationId), enabled: enabled && locationId !== '' });
}
