/**
 * The first-party cookie that names a browser for canary assignment (ADR 0021). The host's HTML
 * response sets it when absent, so the start-up script reads it before any call answers and the
 * browser keeps its group across reloads. Underscores: nginx reads it as `$cookie_vsg_bid`.
 */
export const BROWSER_ID_COOKIE = 'vsg_bid';

/** A year: the group a browser is in outlives any one canary. */
export const BROWSER_ID_MAX_AGE_SECONDS = 31_536_000;

const ID = /^[A-Za-z0-9-]{8,64}$/;

/** The browser id in a `Cookie` header or `document.cookie`; undefined when absent or malformed. */
export function browserIdOf(cookies: string | undefined): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_ID_COOKIE && value && ID.test(value)) return value;
  }
  return undefined;
}

/** The `Set-Cookie` value that gives a browser its id. */
export function browserIdSetCookie(id: string, secure: boolean): string {
  return `${BROWSER_ID_COOKIE}=${id}; Path=/; Max-Age=${BROWSER_ID_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
