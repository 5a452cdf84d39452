import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { ownedLocationsVisible, sessionOf, toId } from '../auth/access';
import { userLocationStatus } from '../domain/location-status';
import { reasonsFor } from '../domain/views';
import { userParamsSchema } from '../http/schemas';
import type { UserParams } from '../http/schemas';

export function registerUserStatusRoutes(api: FastifyInstance): void {
  api.get<{ Params: UserParams }>(
    '/neighbors/:userId/status',
    { schema: { params: userParamsSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const locations = ownedLocationsVisible(
        store,
        sessionOf(request),
        toId(request.params.userId),
      );
      return {
        locations: locations
          .filter((location) => !location.omitFromStatus)
          .map((location) => userLocationStatus(location, reasonsFor(store, location))),
      };
    },
  );
}
