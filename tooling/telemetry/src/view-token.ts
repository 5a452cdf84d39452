import { createHmac, timingSafeEqual } from 'node:crypto';
import { registryForBrowser } from 'shared-contracts/canary';
import type { CanaryGroup } from 'shared-contracts/telemetry';

/**
 * What the host's server vouches for with a page: this browser was served these releases, until
 * `expiresAt`. The receiver counts a record only under a valid token whose claims name its release.
 */
export interface ViewClaims {
  /** The browser's canary id (its `vsg_bid` cookie). */
  browser: string;
  /** Each remote's release as served to this browser: its version and canary group. */
  releases: Readonly<Record<string, { version: string; group: CanaryGroup }>>;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** How long a token is good for; a tab renews its token from the host's server before then. */
export const VIEW_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The variable the host's server and the receiver read the signing secret from. */
export const VIEW_TOKEN_SECRET_ENV = 'VSG_VIEW_TOKEN_SECRET';

const VERSION = 'v1';

const signatureOf = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();

/** The claims as a token: `v1.<claims, base64url JSON>.<HMAC-SHA256, base64url>`. */
export function signViewToken(claims: ViewClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${VERSION}.${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

export type ViewTokenCheck = { ok: true; claims: ViewClaims } | { ok: false; problem: string };

const isReleases = (value: unknown): value is ViewClaims['releases'] =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (release: unknown) =>
      typeof release === 'object' &&
      release !== null &&
      'version' in release &&
      typeof release.version === 'string' &&
      'group' in release &&
      (release.group === 'stable' || release.group === 'candidate'),
  );

function claimsOf(payload: string): ViewClaims | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { browser, releases, expiresAt } = value as Record<string, unknown>;
  return typeof browser === 'string' &&
    browser !== '' &&
    typeof expiresAt === 'number' &&
    isReleases(releases)
    ? { browser, releases, expiresAt }
    : undefined;
}

/** The token's claims when its signature is the secret's and it has not expired at `now`. */
export function verifyViewToken(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): ViewTokenCheck {
  if (token === undefined || token === '') return { ok: false, problem: 'no view token' };
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) {
    return { ok: false, problem: 'not a view token' };
  }
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: 'the view token is not signed by the platform' };
  }
  const claims = claimsOf(payload);
  if (!claims) return { ok: false, problem: 'the view token has no claims' };
  if (claims.expiresAt <= now) return { ok: false, problem: 'the view token has expired' };
  return { ok: true, claims };
}

/**
 * The claims for a browser's page: each remote of the registry (as the host's server serves it,
 * candidates included) at the release its canary group gets, by the same draw the browser and
 * the server's render make (`registryForBrowser`).
 */
export function viewClaimsFor(
  served: Parameters<typeof registryForBrowser>[0],
  browser: string,
  now = Date.now(),
): ViewClaims {
  const { registry, groups } = registryForBrowser(served, browser);
  const releases = Object.fromEntries(
    Object.entries(registry.remotes).map(([remote, release]) => [
      remote,
      { version: release.version ?? 'unversioned', group: groups[remote] ?? 'stable' },
    ]),
  );
  return { browser, releases, expiresAt: now + VIEW_TOKEN_TTL_MS };
}
