import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireUserAccess, sessionOf, toId } from '../auth/access';
import { userParamsSchema } from '../http/schemas';
import type { UserParams } from '../http/schemas';

const nullableId = { type: ['integer', 'string', 'null'] } as const;
const nullableText = { type: ['string', 'null'], maxLength: 2000 } as const;

const statBodySchema = {
  type: 'object',
  required: ['action'],
  properties: {
    neighborId: nullableId,
    locationId: nullableText,
    pagePath: nullableText,
    pageId: nullableText,
    action: { type: 'string', minLength: 1, maxLength: 200 },
    doorbotId: nullableId,
    version: nullableText,
  },
} as const;

export function registerStatsRoutes(api: FastifyInstance): void {
  api.post<{ Params: UserParams; Body: Record<string, unknown> }>(
    '/stats/user/:userId/action',
    { schema: { params: userParamsSchema, body: statBodySchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const userId = toId(request.params.userId);
      requireUserAccess(store, sessionOf(request), userId);
      store.addStat({
        userId,
        receivedAt: new Date(store.now()).toISOString(),
        body: request.body,
      });
      await store.commit();
      return { recorded: true };
    },
  );
}
