// The devices endpoints, whole (ADR 0015): their paths, query key, fetchers and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { Device } from '../entities/device';
import { toSubscribePayload } from '../rules/devices';
import { getJson, requestVoid, segment, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

/** `.../locations/{locationId}/devices`: a location's devices. */
export const devicesPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/devices`;

/** `.../neighbors/{userId}/devices`: the user's device subscriptions (enrollment). */
export const deviceSubscriptionsPath = (userId: number): string =>
  `neighbors/${segment(userId)}/devices`;

/** `GET /api/neighbors/{userId}/locations/{locationId}/devices` */
export const getDevices = (api: ApiClient, userId: number, locationId: string): Promise<Device[]> =>
  getJson(api, devicesPath(userId, locationId), ERROR_MESSAGES.devices);

/** `POST /api/neighbors/{userId}/devices`: the device without `value`, plus `userId`. */
export function subscribeDevice(api: ApiClient, userId: number, device: Device): Promise<void> {
  return requestVoid(api, {
    method: 'post',
    path: deviceSubscriptionsPath(userId),
    json: toSubscribePayload(device, userId),
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}

/** `DELETE /api/neighbors/{userId}/devices/{doorbotId}` */
export function unsubscribeDevice(
  api: ApiClient,
  userId: number,
  doorbotId: number,
): Promise<void> {
  return requestVoid(api, {
    method: 'delete',
    path: `${deviceSubscriptionsPath(userId)}/${segment(doorbotId)}`,
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}

export const { queryKey: devicesQueryKey, query: devicesQuery } = locationScopedQuery(
  'devices',
  getDevices,
);
