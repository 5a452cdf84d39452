import { ERROR_MESSAGES } from '../constants/messages';
import type { UserStatusResponse } from '../entities/user-status';
import { requestJson } from './client';
import { userStatusPath } from './paths';

/** `GET /api/neighbors/{userId}/status`: per-location eligibility and monitoring. */
export function getUserStatus(userId: number): Promise<UserStatusResponse> {
  return requestJson<UserStatusResponse>({
    method: 'get',
    path: userStatusPath(userId),
    errorMessage: ERROR_MESSAGES.userStatus,
  });
}
