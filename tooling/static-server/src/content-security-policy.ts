/**
 * The Content-Security-Policy of a production page: scripts only from this origin and the registered
 * remotes' origins (no inline scripts, no eval), nothing may frame the control center.
 * Styles may be inline: Chakra's style engine (emotion) injects <style> elements at run time.
 */
export function buildContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = [...new Set(remoteOrigins)].sort().join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `img-src ${withRemotes("'self' data:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
