/**
 * The Content-Security-Policy of a production page: scripts only from this origin and the registered
 * remotes' origins (no inline scripts, no eval), nothing may frame the control center.
 * Styles may be inline on a page the browser renders: Chakra's style engine (emotion) injects
 * <style> elements at run time, and that page has no nonce to give them.
 * Media may also come from `mediaOrigins`: the provider's media origin in the environment's
 * configuration (`mediaOrigin`, ADR 0010), where the free trial page's video streams from.
 * `devOrigins` join the remotes' on a local page only (dev-origins.ts, ADR 0029).
 */
export function buildContentSecurityPolicy(
  remoteOrigins: readonly string[],
  mediaOrigins: readonly string[] = [],
  devOrigins: readonly string[] = [],
): string {
  const remotes = [...[...new Set(remoteOrigins)].sort(), ...devOrigins].join(' ');
  const media = ["'self'", ...[...new Set(mediaOrigins)].sort()].join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `img-src ${withRemotes("'self' data:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `media-src ${media}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a page the server rendered: its inline scripts (React's streamed boundaries, the
 * render's data) and style elements (emotion's, which take the nonce through its cache) by this
 * response's nonce alone. Style attributes stay allowed (a virtual list's row offsets).
 */
export function withPageNonce(policy: string, nonce: string): string {
  return policy
    .replace(/(^|; )script-src /, `$1script-src 'nonce-${nonce}' `)
    .replace(
      /(^|; )style-src [^;]*/,
      `$1style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`,
    );
}
