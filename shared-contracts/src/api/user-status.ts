// The user status endpoint, whole (ADR 0015): its path, query key, fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { UserStatusResponse } from '../entities/user-status';
import { apiClientOf } from '../query/api-client-binding';
import { requestJson, segment, type ApiClient } from './client';

/** `.../neighbors/{userId}/status`: the status of every location the user reaches. */
export const userStatusPath = (userId: number): string => `neighbors/${segment(userId)}/status`;

export const userStatusQueryKey = (userId: number) => ['user-status', userId] as const;

/** `GET /api/neighbors/{userId}/status`: per-location eligibility and monitoring. */
export function getUserStatus(api: ApiClient, userId: number): Promise<UserStatusResponse> {
  return requestJson<UserStatusResponse>(api, {
    method: 'get',
    path: userStatusPath(userId),
    errorMessage: ERROR_MESSAGES.userStatus,
  });
}

export const userStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: userStatusQueryKey(userId),
    queryFn: ({ client }) => getUserStatus(apiClientOf(client), userId),
  });
