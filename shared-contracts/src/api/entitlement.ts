// The entitlement (free trial) endpoint, whole (ADR 0015): its path and fetchers.
import { ERROR_MESSAGES } from '../constants/messages';
import { requestVoid, type ApiClient } from './client';
import { locationPath } from './paths';

export const entitlementPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/entitlement`;

/** `POST .../entitlement`: starts the free trial (creates an entitlement). */
export function startFreeTrial(api: ApiClient, userId: number, locationId: string): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: entitlementPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.startFreeTrial,
  });
}

/** `DELETE .../entitlement`: cancels the free trial (irreversible). */
export function cancelFreeTrial(api: ApiClient, userId: number, locationId: string): Promise<void> {
  return requestVoid(api, {
    method: 'delete',
    path: entitlementPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.cancelFreeTrial,
  });
}
