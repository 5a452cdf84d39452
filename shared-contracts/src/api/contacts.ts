// The emergency contacts endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { EmergencyContact } from '../entities/contact';
import { REFETCH_ON_RETURN } from '../query/query-client';
import { requestJson } from './client';
import { locationPath } from './paths';

export const contactsPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/contacts`;

export const contactsQueryKey = (userId: number, locationId: string) =>
  ['contacts', userId, locationId] as const;

/** `GET /api/neighbors/{userId}/locations/{locationId}/contacts` */
export function getContacts(userId: number, locationId: string): Promise<EmergencyContact[]> {
  return requestJson<EmergencyContact[]>({
    method: 'get',
    path: contactsPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.contacts,
  });
}

/** Edited on the provider's contacts page: read again when the tab is focused. */
export const contactsQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: contactsQueryKey(userId, locationId),
    queryFn: () => getContacts(userId, locationId),
    ...REFETCH_ON_RETURN,
  });
