import { readFileSync } from 'node:fs';

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

/** The origins of the remotes named in a remotes manifest file (`{ remotes: { key: { entry } } }`). */
export function remoteOriginsOf(manifestFile: string): string[] {
  const parsed: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('remotes' in parsed)) return [];
  const { remotes } = parsed;
  if (typeof remotes !== 'object' || remotes === null) return [];
  return Object.values(remotes).flatMap((remote: unknown) =>
    typeof remote === 'object' &&
    remote !== null &&
    'entry' in remote &&
    typeof remote.entry === 'string'
      ? [new URL(remote.entry).origin]
      : [],
  );
}
