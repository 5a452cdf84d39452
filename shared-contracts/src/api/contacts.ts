import { ERROR_MESSAGES } from '../constants/messages';
import type { EmergencyContact } from '../entities/contact';
import { requestJson, segment } from './client';

/** `GET /api/neighbors/{userId}/locations/{locationId}/contacts` */
export function getContacts(userId: number, locationId: string): Promise<EmergencyContact[]> {
  return requestJson<EmergencyContact[]>({
    method: 'get',
    path: `neighbors/${segment(userId)}/locations/${segment(locationId)}/contacts`,
    errorMessage: ERROR_MESSAGES.contacts,
  });
}
