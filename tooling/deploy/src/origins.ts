import type { Registry } from './registry';

/** One origin that serves a package's versions, as the registry's entries name it. */
export interface RemoteOrigin {
  origin: string;
  port: number;
  /** The package whose `deploy/<package>/<version>/` folders this origin serves. */
  package: string;
  /** The registry keys served from it. */
  keys: string[];
}

const portOf = (url: URL): number =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/**
 * The origins the registry's remotes are served from, one per origin: what nginx, the local platform
 * and the Content-Security-Policy follow, so a release that names a new origin brings it in.
 * An origin serving two packages is refused: one root cannot hold both folders of versions.
 */
export function remoteOriginsOf(registry: Registry): RemoteOrigin[] {
  const byOrigin = new Map<string, RemoteOrigin>();
  for (const [key, entry] of Object.entries(registry.remotes).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const url = new URL(entry.entry);
    const known = byOrigin.get(url.origin);
    if (known && known.package !== entry.package) {
      throw new Error(
        `${url.origin} serves both ${known.package} and ${entry.package} (${known.keys.join(', ')} and ${key}): give each package its own origin`,
      );
    }
    if (known) known.keys.push(key);
    else
      byOrigin.set(url.origin, {
        origin: url.origin,
        port: portOf(url),
        package: entry.package,
        keys: [key],
      });
  }
  return [...byOrigin.values()];
}
