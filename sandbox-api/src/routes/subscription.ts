import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, sessionOf, toId } from '../auth/access';
import { HttpError } from '../http/http-error';
import { digits, locationIdSchema } from '../http/schemas';

export function registerSubscriptionRoutes(api: FastifyInstance): void {
  api.get<{ Params: { ownerId: string; locationId: string } }>(
    '/subscription/:ownerId/locations/:locationId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['ownerId', 'locationId'],
          properties: { ownerId: digits, locationId: locationIdSchema },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { ownerId, locationId } = request.params;
      const location = requireLocation(store, session, toId(ownerId), locationId);
      if (!location.subscription) {
        throw new HttpError(404, `No subscription for location ${locationId}`);
      }
      return location.subscription;
    },
  );

  // Declared by the client but never used (spec section 7): accepted and ignored.
  api.delete<{ Params: { id: string } }>('/subscription/:id', async (_request, reply) =>
    reply.code(204).send(),
  );
}
