// The VSG status endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path is
// in paths.ts, which the host's entry chunk reads without the client.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { VsgStatus } from '../entities/monitoring';
import { requestJson } from './client';
import { vsgStatusPath } from './paths';

export const vsgStatusQueryKey = (userId: number, locationId: string) =>
  ['vsg-status', userId, locationId] as const;

/** `GET .../locations/{locationId}/status`: armed status and `details.reasons`. */
export function getVsgStatus(userId: number, locationId: string): Promise<VsgStatus> {
  return requestJson<VsgStatus>({
    method: 'get',
    path: vsgStatusPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.vsgStatus,
  });
}

export const vsgStatusQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: vsgStatusQueryKey(userId, locationId),
    queryFn: () => getVsgStatus(userId, locationId),
  });
