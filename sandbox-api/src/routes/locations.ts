import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireUserAccess, sessionOf, toId } from '../auth/access';
import { toWireLocation } from '../domain/views';
import { userParamsSchema } from '../http/schemas';
import type { UserParams } from '../http/schemas';

export function registerLocationRoutes(api: FastifyInstance): void {
  api.get<{ Params: UserParams }>(
    '/neighbors/:userId/locations',
    { schema: { params: userParamsSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const userId = toId(request.params.userId);
      requireUserAccess(store, session, userId, { ownOnly: true });
      return store
        .accessibleLocations(userId)
        .map((location) => toWireLocation(store, location, userId));
    },
  );
}
