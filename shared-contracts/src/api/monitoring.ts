import { ERROR_MESSAGES } from '../constants/messages';
import { isMonitoringStatus } from '../entities/monitoring';
import type { MonitoringStatus, MonitoringStatusResponse, VsgStatus } from '../entities/monitoring';
import { requestJson, requestVoid } from './client';
import { locationPath, vsgStatusPath } from './paths';

/**
 * `GET .../monitoring/status`, throwing an ApiError ('There was an error getting monitoring status')
 * on failure. An unknown status value reads as UNSUPPORTED.
 */
export async function fetchMonitoringStatus(
  userId: number,
  locationId: string,
): Promise<MonitoringStatus> {
  const response = await requestJson<MonitoringStatusResponse>({
    method: 'get',
    path: `${locationPath(userId, locationId)}/monitoring/status`,
    errorMessage: ERROR_MESSAGES.monitoringStatus,
  });
  return isMonitoringStatus(response.status) ? response.status : 'UNSUPPORTED';
}

/**
 * `GET .../monitoring/status` as the product uses it: on a fetch failure the status becomes
 * UNSUPPORTED (spec section 4); it never rejects. (A 401 still notifies `onUnauthorized`.)
 */
export async function getMonitoringStatus(
  userId: number,
  locationId: string,
): Promise<MonitoringStatus> {
  try {
    return await fetchMonitoringStatus(userId, locationId);
  } catch {
    return 'UNSUPPORTED';
  }
}

/** `GET .../locations/{locationId}/status`: armed status and `details.reasons`. */
export function getVsgStatus(userId: number, locationId: string): Promise<VsgStatus> {
  return requestJson<VsgStatus>({
    method: 'get',
    path: vsgStatusPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.vsgStatus,
  });
}

/** `POST .../endalarmpractice` */
export function endAlarmPractice(userId: number, locationId: string): Promise<void> {
  return requestVoid({
    method: 'post',
    path: `${locationPath(userId, locationId)}/endalarmpractice`,
    errorMessage: ERROR_MESSAGES.endAlarmPractice,
  });
}
