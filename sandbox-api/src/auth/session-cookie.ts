import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';
import type { SessionRecord } from '../state/model';
import type { Store } from '../state/store';

export const SESSION_COOKIE = 'gcc_session';

const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

/** Sets the session cookie (host-only on localhost, so it reaches every local port). */
export function setSessionCookie(reply: FastifyReply, session: SessionRecord): void {
  reply.header(
    'set-cookie',
    serialize(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: THIRTY_DAYS_SECONDS,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serialize(SESSION_COOKIE, '', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 0,
      expires: new Date(0),
    }),
  );
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.headers.cookie ? parse(request.headers.cookie)[SESSION_COOKIE] : undefined;
}

/** The session of the request's cookie, if it is known and its user exists. */
export function sessionFromCookie(
  store: Store,
  request: FastifyRequest,
): SessionRecord | undefined {
  const session = store.session(sessionToken(request));
  return session && store.user(session.userId) ? session : undefined;
}
