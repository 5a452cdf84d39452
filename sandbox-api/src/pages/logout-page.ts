import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { clearSessionCookie, sessionToken } from '../auth/session-cookie';
import { localUrlOr } from '../http/local-urls';

/** Stand-in of the provider's logout: ends the session, then redirects (default: sign-in). */
export function registerLogoutPage(app: FastifyInstance): void {
  app.get<{ Querystring: { return_to?: string } }>('/logout', async (request, reply) => {
    const { store } = sandboxOf(request);
    const token = sessionToken(request);
    if (token && store.deleteSession(token)) await store.commit();
    clearSessionCookie(reply);
    return reply.redirect(localUrlOr(request.query.return_to, '/signin'), 302);
  });
}
