import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Applies the faults injected in the request's namespace before any other handling: the delay
 * first, then the status.
 */
export function registerFaultHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__test')) return;
    const action = sandboxOf(request).faults.take(request.method, path);
    if (!action) return;
    if (action.delayMs > 0) await sleep(action.delayMs);
    if (action.status === null) return;
    reply.header('x-sandbox-fault', 'true').code(action.status);
    if (action.status === 204 || action.status === 304) return reply.send();
    return reply.send(action.body ?? { message: `Injected fault: HTTP ${action.status}` });
  });
}
