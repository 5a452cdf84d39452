import { isRecord } from 'shared-contracts/startup';
import { VIEW_TOKEN_META, VIEW_TOKEN_PATH } from 'shared-contracts/telemetry';

/** How long before its expiry a token is renewed; a failed renewal is tried again this often. */
const RENEW_AHEAD_MS = 10 * 60 * 1000;
const RETRY_MS = 60 * 1000;

/** The expiry a token claims (its middle part is base64url JSON); undefined when unreadable. */
export function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    return isRecord(claims) && typeof claims.expiresAt === 'number' ? claims.expiresAt : undefined;
  } catch {
    return undefined;
  }
}

export interface ViewTokenOptions {
  /** The page's token as served; the page's `<meta>` by default. */
  initial?: string | undefined;
  fetchToken?: () => Promise<string | undefined>;
  now?: () => number;
}

async function fetchFromServer(): Promise<string | undefined> {
  const answer = await fetch(VIEW_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!answer.ok) return undefined;
  const body: unknown = await answer.json();
  return isRecord(body) && typeof body.token === 'string' ? body.token : undefined;
}

/**
 * The page's view token, which the telemetry sends with its records so that the receiver counts
 * them: the one the host's server served with the page, renewed from it before it expires, so a
 * tab open all day still counts. A page served without one (a fallback) has none, and says nothing.
 */
export function pageViewToken({
  initial = document.querySelector<HTMLMetaElement>(`meta[name="${VIEW_TOKEN_META}"]`)?.content,
  fetchToken = fetchFromServer,
  now = Date.now,
}: ViewTokenOptions = {}): { current(): string | undefined; stop(): void } {
  let token = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number) => {
    timer = setTimeout(renew, Math.max(0, delay));
  };
  const renewAt = (value: string) => {
    const expiresAt = expiryOf(value);
    if (expiresAt !== undefined) schedule(expiresAt - RENEW_AHEAD_MS - now());
  };
  function renew() {
    fetchToken()
      .then((fresh) => {
        if (fresh === undefined) throw new Error('no token');
        token = fresh;
        renewAt(fresh);
      })
      .catch(() => schedule(RETRY_MS));
  }
  if (token) renewAt(token);
  return {
    current: () => token,
    stop: () => clearTimeout(timer),
  };
}
