import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireUserAccess, sessionOf } from '../auth/access';
import { HttpError } from '../http/http-error';
import type { FeatureFlagsResponse } from '../types/wire';

interface FeaturesQuery {
  principalDomain: 'Neighbor' | 'Location';
  principal: string;
}

function toFlags(names: readonly string[], disabled: readonly string[] = []): FeatureFlagsResponse {
  return Object.fromEntries([
    ...disabled.map((name) => [name, { enabled: false }]),
    ...names.map((name) => [name, { enabled: true }]),
  ]);
}

export function registerFeatureRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: FeaturesQuery }>(
    '/features',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['principalDomain', 'principal'],
          properties: {
            principalDomain: { type: 'string', enum: ['Neighbor', 'Location'] },
            principal: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { principalDomain, principal } = request.query;
      if (principalDomain === 'Neighbor') {
        if (!/^[0-9]{1,15}$/.test(principal)) {
          throw new HttpError(400, 'querystring.principal must be a numeric user id');
        }
        const userId = Number(principal);
        requireUserAccess(store, session, userId);
        const user = store.user(userId);
        return toFlags(user?.flags ?? [], user?.disabledFlags);
      }
      const location = store.location(principal);
      if (!location || !store.canAccess(session.userId, location)) {
        throw new HttpError(404, `Location ${principal} not found`);
      }
      return toFlags(location.flags);
    },
  );
}
