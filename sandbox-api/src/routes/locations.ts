import type { FastifyInstance } from 'fastify';
import { requireUserAccess, sessionOf, toId } from '../auth/access';
import { toWireLocation } from '../domain/views';
import { userParamsSchema } from '../http/schemas';
import type { UserParams } from '../http/schemas';
import type { RouteContext } from './route-context';

export function registerLocationRoutes(api: FastifyInstance, { store }: RouteContext): void {
  api.get<{ Params: UserParams }>(
    '/neighbors/:userId/locations',
    { schema: { params: userParamsSchema } },
    async (request) => {
      const session = sessionOf(request);
      const userId = toId(request.params.userId);
      requireUserAccess(store, session, userId, { ownOnly: true });
      return store
        .accessibleLocations(userId)
        .map((location) => toWireLocation(store, location, userId));
    },
  );
}
