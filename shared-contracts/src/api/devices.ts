import { ERROR_MESSAGES } from '../constants/messages';
import type { Device } from '../entities/device';
import { toSubscribePayload } from '../rules/devices';
import { requestJson, requestVoid, segment } from './client';
import { devicesPath } from './paths';

/** `GET /api/neighbors/{userId}/locations/{locationId}/devices` */
export function getDevices(userId: number, locationId: string): Promise<Device[]> {
  return requestJson<Device[]>({
    method: 'get',
    path: devicesPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.devices,
  });
}

/** `POST /api/neighbors/{userId}/devices`: the device without `value`, plus `userId`. */
export function subscribeDevice(userId: number, device: Device): Promise<void> {
  return requestVoid({
    method: 'post',
    path: `neighbors/${segment(userId)}/devices`,
    json: toSubscribePayload(device, userId),
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}

/** `DELETE /api/neighbors/{userId}/devices/{doorbotId}` */
export function unsubscribeDevice(userId: number, doorbotId: number): Promise<void> {
  return requestVoid({
    method: 'delete',
    path: `neighbors/${segment(userId)}/devices/${segment(doorbotId)}`,
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}
