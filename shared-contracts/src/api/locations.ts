import { ERROR_MESSAGES } from '../constants/messages';
import type { Location } from '../entities/location';
import { requestJson, segment } from './client';

/** `GET /api/neighbors/{userId}/locations` */
export function getLocations(userId: number): Promise<Location[]> {
  return requestJson<Location[]>({
    method: 'get',
    path: `neighbors/${segment(userId)}/locations`,
    errorMessage: ERROR_MESSAGES.locations,
  });
}
