import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, sessionToken } from '../auth/session-cookie';
import { localUrlOr } from '../http/local-urls';
import type { Store } from '../state/store';

/** Stand-in of the provider's logout: ends the session, then redirects (default: sign-in). */
export function registerLogoutPage(app: FastifyInstance, store: Store): void {
  app.get<{ Querystring: { return_to?: string } }>('/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token && store.deleteSession(token)) await store.commit();
    clearSessionCookie(reply);
    return reply.redirect(localUrlOr(request.query.return_to, '/signin'), 302);
  });
}
