// The session endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path is in
// paths.ts, which the host's entry chunk reads without the client.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { Session, SessionResponse } from '../entities/session';
import { apiClientOf } from '../query/api-client-binding';
import { CSRF_HEADER, requestWithResponse, type ApiClient } from './client';
import { SESSION_VERIFY_PATH } from './paths';
import { reportError } from './report-error';

export const sessionQueryKey = () => ['session'] as const;

/**
 * `GET /api/neighbors/session/verify`: the user id, and the CSRF token from the `x-csrf-token`
 * response header, which `api` stores for its every later request. 400/401 →
 * `onSessionUnauthorized`.
 */
export async function getSession(api: ApiClient): Promise<Session> {
  const { body, headers } = await requestWithResponse<SessionResponse>(api, {
    method: 'get',
    path: SESSION_VERIFY_PATH,
    isSessionCall: true,
    errorMessage: (status) =>
      status === 400 || status === 401 ? ERROR_MESSAGES.userUnauthorized : ERROR_MESSAGES.session,
  });
  const csrfToken = headers.get(CSRF_HEADER) ?? '';
  // The session answered without the access token every later write needs.
  if (csrfToken === '') reportError(ERROR_MESSAGES.accessToken);
  api.setCsrfToken(csrfToken);
  return { userId: body.user_id, csrfToken };
}

/** The session never goes stale on its own: it is verified once per page load. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey(),
    queryFn: ({ client }) => getSession(apiClientOf(client)),
    staleTime: Infinity,
    retry: false,
  });
