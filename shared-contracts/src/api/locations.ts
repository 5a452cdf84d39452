import { ERROR_MESSAGES } from '../constants/messages';
import type { Location } from '../entities/location';
import { requestJson } from './client';
import { locationsPath } from './paths';

/** `GET /api/neighbors/{userId}/locations` */
export function getLocations(userId: number): Promise<Location[]> {
  return requestJson<Location[]>({
    method: 'get',
    path: locationsPath(userId),
    errorMessage: ERROR_MESSAGES.locations,
  });
}
