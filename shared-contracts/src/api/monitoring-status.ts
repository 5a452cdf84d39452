// The monitoring status endpoint, whole (ADR 0015): its path, query key, fetchers and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import { isMonitoringStatus } from '../entities/monitoring';
import type { MonitoringStatus, MonitoringStatusResponse } from '../entities/monitoring';
import { REFETCH_ON_RETURN } from '../query/query-client';
import { getJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

export const monitoringStatusPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/monitoring/status`;

/**
 * `GET .../monitoring/status`, throwing an ApiError ('There was an error getting monitoring status')
 * on failure. An unknown status value reads as UNSUPPORTED.
 */
export async function fetchMonitoringStatus(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<MonitoringStatus> {
  const response = await getJson<MonitoringStatusResponse>(
    api,
    monitoringStatusPath(userId, locationId),
    ERROR_MESSAGES.monitoringStatus,
  );
  return isMonitoringStatus(response.status) ? response.status : 'UNSUPPORTED';
}

/**
 * `GET .../monitoring/status` as the product uses it: on a fetch failure the status becomes
 * UNSUPPORTED (spec section 4); it never rejects. (A 401 still notifies `onUnauthorized`.)
 */
export async function getMonitoringStatus(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<MonitoringStatus> {
  try {
    return await fetchMonitoringStatus(api, userId, locationId);
  } catch {
    return 'UNSUPPORTED';
  }
}

/**
 * Never cached (spec section 7): UNSUPPORTED on a fetch failure, never an error. Set up on the
 * provider's monitoring pages: read again when the tab is focused.
 */
export const { queryKey: monitoringStatusQueryKey, query: monitoringStatusQuery } =
  locationScopedQuery('monitoring-status', getMonitoringStatus, {
    staleTime: 0,
    gcTime: 0,
    ...REFETCH_ON_RETURN,
  });
