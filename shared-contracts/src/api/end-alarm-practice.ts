// The end-alarm-practice endpoint, whole (ADR 0015): its path and fetcher.
import { ERROR_MESSAGES } from '../constants/messages';
import { requestVoid, type ApiClient } from './client';
import { locationPath } from './paths';

export const endAlarmPracticePath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/endalarmpractice`;

/** `POST .../endalarmpractice` */
export function endAlarmPractice(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: endAlarmPracticePath(userId, locationId),
    errorMessage: ERROR_MESSAGES.endAlarmPractice,
  });
}
