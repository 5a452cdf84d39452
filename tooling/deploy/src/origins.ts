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
  // A candidate is served from its package's origin too (one the stable entry may not name).
  const served = Object.entries(registry.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, entry]) => [
      { key, url: entry.entry, package: entry.package },
      ...(entry.candidate ? [{ key, url: entry.candidate.entry, package: entry.package }] : []),
    ]);
  for (const { key, url, package: name } of served) {
    const { origin } = new URL(url);
    const known = byOrigin.get(origin);
    if (known && known.package !== name) {
      throw new Error(
        `${origin} serves both ${known.package} and ${name} (${known.keys.join(', ')} and ${key}): give each package its own origin`,
      );
    }
    if (!known) {
      byOrigin.set(origin, { origin, port: portOf(new URL(url)), package: name, keys: [key] });
    } else if (!known.keys.includes(key)) known.keys.push(key);
  }
  return [...byOrigin.values()];
}
