import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, requireOwner, requireUserAccess, sessionOf, toId } from '../auth/access';
import { toWireDevice } from '../domain/views';
import { HttpError } from '../http/http-error';
import { digits, locationParamsSchema, userParamsSchema } from '../http/schemas';
import type { LocationParams, UserParams } from '../http/schemas';
import type { DeviceRecord, SessionRecord } from '../state/model';
import type { Store } from '../state/store';
import { STARK_ELIGIBLE_INFO } from '../types/wire';

/** Subscribe payload: the device's fields without `value`, plus `userId`. */
interface EnrollBody {
  doorbotId: number;
  locationId: string;
  userId: number;
}

const enrollBodySchema = {
  type: 'object',
  required: ['doorbotId', 'locationId', 'userId'],
  additionalProperties: false,
  properties: {
    userId: { type: 'integer', minimum: 1 },
    doorbotId: { type: 'integer', minimum: 1 },
    locationId: { type: 'string', minLength: 1, maxLength: 100 },
    ownerId: { type: 'integer' },
    type: { type: 'string' },
    name: { type: 'string' },
    metadata: { type: ['object', 'null'] },
    stark_eligible: { type: 'boolean' },
    stark_eligible_info: { type: ['string', 'null'], enum: [...STARK_ELIGIBLE_INFO, null] },
    starkEnrolled: { type: 'boolean' },
    privacyZonesEnabled: { type: 'boolean' },
    thirdPartyModel: { type: ['string', 'null'] },
  },
} as const;

/** A device of a location owned by `userId`, visible to and owned by the session user. */
function ownedDevice(
  store: Store,
  session: SessionRecord,
  userId: number,
  doorbotId: number,
  locationId?: string,
): DeviceRecord {
  requireUserAccess(store, session, userId);
  const device = store.device(doorbotId);
  const location = device ? store.location(device.locationId) : undefined;
  if (
    !device ||
    !location ||
    device.ownerId !== userId ||
    (locationId !== undefined && device.locationId !== locationId) ||
    !store.canAccess(session.userId, location)
  ) {
    const where = locationId ? ` at location ${locationId}` : '';
    throw new HttpError(404, `Device ${doorbotId} not found${where} for user ${userId}`);
  }
  requireOwner(session, location);
  return device;
}

export function registerDeviceRoutes(api: FastifyInstance): void {
  api.get<{ Params: LocationParams }>(
    '/neighbors/:userId/locations/:locationId/devices',
    { schema: { params: locationParamsSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
      return store.devicesAt(location.locationId).map(toWireDevice);
    },
  );

  api.post<{ Params: UserParams; Body: EnrollBody }>(
    '/neighbors/:userId/devices',
    { schema: { params: userParamsSchema, body: enrollBodySchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const { doorbotId, locationId } = request.body;
      const device = ownedDevice(
        store,
        sessionOf(request),
        toId(request.params.userId),
        doorbotId,
        locationId,
      );
      if (!device.stark_eligible || device.type === 'base_station') {
        throw new HttpError(400, `Device ${doorbotId} is not eligible for Virtual Security Guard`);
      }
      if (!device.starkEnrolled) {
        store.updateDevice(device, (changed) => {
          changed.starkEnrolled = true;
        });
        await store.commit();
      }
      return toWireDevice(device);
    },
  );

  api.delete<{ Params: UserParams & { doorbotId: string } }>(
    '/neighbors/:userId/devices/:doorbotId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['userId', 'doorbotId'],
          properties: { userId: digits, doorbotId: digits },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const device = ownedDevice(
        store,
        sessionOf(request),
        toId(request.params.userId),
        toId(request.params.doorbotId),
      );
      if (device.starkEnrolled) {
        store.updateDevice(device, (changed) => {
          changed.starkEnrolled = false;
        });
        await store.commit();
      }
      return toWireDevice(device);
    },
  );
}
