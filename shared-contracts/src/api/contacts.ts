// The emergency contacts endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { EmergencyContact } from '../entities/contact';
import { REFETCH_ON_RETURN } from '../query/query-client';
import { getJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

export const contactsPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/contacts`;

/** `GET /api/neighbors/{userId}/locations/{locationId}/contacts` */
export const getContacts = (
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<EmergencyContact[]> =>
  getJson(api, contactsPath(userId, locationId), ERROR_MESSAGES.contacts);

/** Edited on the provider's contacts page: read again when the tab is focused. */
export const { queryKey: contactsQueryKey, query: contactsQuery } = locationScopedQuery(
  'contacts',
  getContacts,
  REFETCH_ON_RETURN,
);
