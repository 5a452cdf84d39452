import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, requireOwner, sessionOf, toId } from '../auth/access';
import { HttpError } from '../http/http-error';
import { locationParamsSchema } from '../http/schemas';
import type { LocationParams } from '../http/schemas';

const PATH = '/neighbors/:userId/locations/:locationId/guard';
export const AGENCY_NAME_MAX = 50;

const EMOJI = /\p{Extended_Pictographic}/u;

interface GuardBody {
  agencyName: string;
  phone: string;
}

export function registerGuardRoutes(api: FastifyInstance): void {
  const schema = { params: locationParamsSchema };

  api.get<{ Params: LocationParams }>(PATH, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
    if (!location.guard) throw new HttpError(404, `No private guard for location ${locationId}`);
    return location.guard;
  });

  api.put<{ Params: LocationParams; Body: GuardBody }>(
    PATH,
    {
      schema: {
        ...schema,
        body: {
          type: 'object',
          required: ['agencyName', 'phone'],
          additionalProperties: false,
          properties: {
            agencyName: { type: 'string', minLength: 1, maxLength: AGENCY_NAME_MAX },
            phone: { type: 'string', minLength: 1, maxLength: 40 },
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, session, toId(userId), locationId);
      requireOwner(session, location);
      const agencyName = request.body.agencyName.trim();
      const phone = request.body.phone.trim();
      if (agencyName === '') throw new HttpError(400, 'body.agencyName must not be blank');
      if (EMOJI.test(agencyName))
        throw new HttpError(400, 'body.agencyName must not contain emoji');
      if (phone === '') throw new HttpError(400, 'body.phone must not be blank');
      store.updateLocation(location, (changed) => {
        changed.guard = { agencyName, phone, approved: false };
      });
      await store.commit();
      return location.guard;
    },
  );

  api.delete<{ Params: LocationParams }>(PATH, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const session = sessionOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, session, toId(userId), locationId);
    requireOwner(session, location);
    if (location.guard) {
      store.updateLocation(location, (changed) => {
        changed.guard = null;
      });
      await store.commit();
    }
    return { removed: true };
  });
}
