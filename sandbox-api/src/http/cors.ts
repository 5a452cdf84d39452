// CORS for local origins only (remotes in standalone mode may call the sandbox directly).
import type { FastifyInstance } from 'fastify';
import { isLocalOrigin } from './local-urls';

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !isLocalOrigin(origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('access-control-expose-headers', 'x-csrf-token, x-trace-id')
      .header('vary', 'origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'content-type, x-csrf-token, x-trace-id')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
