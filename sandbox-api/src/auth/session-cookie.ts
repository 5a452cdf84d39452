import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from '../http/cookies';
import type { SessionRecord } from '../state/model';
import type { Store } from '../state/store';

export const SESSION_COOKIE = 'gcc_session';

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/** Sets the session cookie (host-only on localhost, so it reaches every local port). */
export function setSessionCookie(reply: FastifyReply, session: SessionRecord): void {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: THIRTY_DAYS_SECONDS,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 0 }),
  );
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return parseCookies(request.headers.cookie)[SESSION_COOKIE];
}

/** The session of the request's cookie, if it is known and its user exists. */
export function sessionFromCookie(
  store: Store,
  request: FastifyRequest,
): SessionRecord | undefined {
  const session = store.session(sessionToken(request));
  return session && store.user(session.userId) ? session : undefined;
}
