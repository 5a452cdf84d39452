import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/access';

export function registerSessionRoutes(api: FastifyInstance): void {
  api.get('/neighbors/session/verify', async (request, reply) => {
    const session = sessionOf(request);
    reply
      .header('x-csrf-token', session.csrfToken)
      .header('access-control-expose-headers', 'x-csrf-token');
    return { user_id: session.userId };
  });
}
