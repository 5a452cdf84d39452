// Runs in the host's server, not in the browser.
import { isRecord } from 'shared-contracts/startup';
import type { ExposedScripts } from './remote-page-preloads';

/**
 * The scripts `exposedModule` loads at once (its `sync` JavaScript), as absolute URLs, from a
 * remote's `mf-manifest.json` read at `manifestUrl`. Its `async` scripts are left out: they are the
 * remote's later pages and its fallback copies of shared libraries, which the host usually provides.
 */
export function exposedScriptsOf(
  manifest: unknown,
  manifestUrl: string,
  exposedModule: string,
): string[] {
  if (!isRecord(manifest) || !Array.isArray(manifest.exposes)) return [];
  const expose: unknown = manifest.exposes.find(
    (candidate) => isRecord(candidate) && candidate.path === exposedModule,
  );
  const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : {};
  const sync = isRecord(assets.js) && Array.isArray(assets.js.sync) ? assets.js.sync : [];
  const publicPath =
    isRecord(manifest.metaData) && typeof manifest.metaData.publicPath === 'string'
      ? manifest.metaData.publicPath
      : 'auto';
  // 'auto': chunks are found beside the remote's entry, as its runtime finds them.
  const base = publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  return sync
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => new URL(file, base).href);
}

export interface CachedExposedScriptsOptions {
  fetchImpl?: typeof fetch;
  /** How long a manifest is used before it is read again (while it is, the old one still serves). */
  freshForMs?: number;
  /** How long a failed read stands before the remote is asked again. */
  retryFailedAfterMs?: number;
  /** A manifest that takes longer counts as none. */
  timeoutMs?: number;
  now?: () => number;
}

interface CachedManifest {
  /** Until when this answer is used without asking the remote again. */
  freshUntil: number;
  scripts: Promise<readonly string[]>;
}

/**
 * Reads each remote's `mf-manifest.json` (beside its entry) at most once per `freshForMs`. A stale
 * one is answered at once while the next is read, so a page never waits on a remote's server once
 * the cache is warm; a remote that is down or slow gives no scripts (the page loads them itself),
 * and is asked again after `retryFailedAfterMs` (a server started before its remotes, or a remote
 * back from a restart, is not left out for long).
 */
export function cachedExposedScripts({
  fetchImpl = fetch,
  freshForMs = 10_000,
  retryFailedAfterMs = 1_000,
  timeoutMs = 1_000,
  now = Date.now,
}: CachedExposedScriptsOptions = {}): ExposedScripts {
  const cache = new Map<string, CachedManifest>();
  /** The scripts, or null when the manifest could not be read. */
  const read = async (manifestUrl: string, exposedModule: string): Promise<string[] | null> => {
    try {
      const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      return exposedScriptsOf(await response.json(), manifestUrl, exposedModule);
    } catch {
      return null;
    }
  };
  const startRead = (manifestUrl: string, exposedModule: string): CachedManifest => {
    const startedAt = now();
    const entry: CachedManifest = {
      freshUntil: startedAt + freshForMs,
      scripts: Promise.resolve([]),
    };
    entry.scripts = read(manifestUrl, exposedModule).then((scripts) => {
      if (scripts === null) entry.freshUntil = startedAt + retryFailedAfterMs;
      return scripts ?? [];
    });
    return entry;
  };
  return (entry, exposedModule) => {
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const key = `${manifestUrl} ${exposedModule}`;
    const cached = cache.get(key);
    if (cached !== undefined && now() < cached.freshUntil) return cached.scripts;
    const next = startRead(manifestUrl, exposedModule);
    if (cached === undefined) {
      cache.set(key, next);
      return next.scripts;
    }
    // Stale: answer with what is known, and replace it once the new read is in.
    cached.freshUntil = next.freshUntil;
    void next.scripts.then(() => cache.set(key, next));
    return cached.scripts;
  };
}
