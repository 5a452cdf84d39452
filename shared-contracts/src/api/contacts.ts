import { ERROR_MESSAGES } from '../constants/messages';
import type { EmergencyContact } from '../entities/contact';
import { requestJson } from './client';
import { contactsPath } from './paths';

/** `GET /api/neighbors/{userId}/locations/{locationId}/contacts` */
export function getContacts(userId: number, locationId: string): Promise<EmergencyContact[]> {
  return requestJson<EmergencyContact[]>({
    method: 'get',
    path: contactsPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.contacts,
  });
}
