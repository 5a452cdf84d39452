import { ERROR_MESSAGES } from '../constants/messages';
import type { StatBody } from '../entities/stat';
import { requestVoid } from './client';
import { statsPath } from './paths';

/** `POST /api/stats/user/{userId}/action` (build the body with `buildStatBody`). */
export function recordStat(userId: number, body: StatBody): Promise<void> {
  return requestVoid({
    method: 'post',
    path: statsPath(userId),
    json: body,
    errorMessage: ERROR_MESSAGES.recordStat,
    // Statistics are often recorded as the user leaves (Authorize, exits): let them arrive.
    keepalive: true,
  });
}
