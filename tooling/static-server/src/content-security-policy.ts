/**
 * The Content-Security-Policy of a production page: scripts only from this origin and the registered
 * remotes' origins (no inline scripts, no eval), nothing may frame the control center.
 * Styles may be inline: Chakra's style engine (emotion) injects <style> elements at run time.
 * Media may also come from the provider's media origin: the free trial page streams its overview
 * video from there (FREE_TRIAL_VIDEO_URL, remote-onboarding/src/shared/lib/links.ts).
 */
const PROVIDER_MEDIA_ORIGIN = 'https://media.guard.example';

export function buildContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = [...new Set(remoteOrigins)].sort().join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `img-src ${withRemotes("'self' data:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `media-src 'self' ${PROVIDER_MEDIA_ORIGIN}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
