// The VSG status endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path is
// in paths.ts, which the host's entry chunk reads without the client.
import { ERROR_MESSAGES } from '../constants/messages';
import type { VsgStatus } from '../entities/monitoring';
import { getJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { vsgStatusPath } from './paths';

/** `GET .../locations/{locationId}/status`: armed status and `details.reasons`. */
export const getVsgStatus = (
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<VsgStatus> => getJson(api, vsgStatusPath(userId, locationId), ERROR_MESSAGES.vsgStatus);

export const { queryKey: vsgStatusQueryKey, query: vsgStatusQuery } = locationScopedQuery(
  'vsg-status',
  getVsgStatus,
);
