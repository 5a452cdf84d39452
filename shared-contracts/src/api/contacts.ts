import { ERROR_MESSAGES } from '../constants/messages';
import type { EmergencyContact } from '../entities/contact';
import { requestJson } from './client';
import { locationPath } from './paths';

/** `GET /api/neighbors/{userId}/locations/{locationId}/contacts` */
export function getContacts(userId: number, locationId: string): Promise<EmergencyContact[]> {
  return requestJson<EmergencyContact[]>({
    method: 'get',
    path: `${locationPath(userId, locationId)}/contacts`,
    errorMessage: ERROR_MESSAGES.contacts,
  });
}
