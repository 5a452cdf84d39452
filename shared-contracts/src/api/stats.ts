// The statistics endpoint, whole (ADR 0015): its path and fetcher.
import { ERROR_MESSAGES } from '../constants/messages';
import type { StatBody } from '../entities/stat';
import { requestVoid, segment, type ApiClient } from './client';
import { STATS_PATH } from './paths';

export const statsPath = (userId: number): string => `${STATS_PATH}/user/${segment(userId)}/action`;

/** `POST /api/stats/user/{userId}/action` (build the body with `buildStatBody`). */
export function recordStat(api: ApiClient, userId: number, body: StatBody): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: statsPath(userId),
    json: body,
    errorMessage: ERROR_MESSAGES.recordStat,
    // Statistics are often recorded as the user leaves (Authorize, exits): let them arrive.
    keepalive: true,
  });
}
