// Runs in the host's server, not in the browser.
import { isRecord } from 'shared-contracts/startup';
import type { ExposedCode, ExposedCodeOf } from './remote-page-preloads';

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

/**
 * The share keys `exposedModule` consumes at once, from a remote's `exposed-shared.json`
 * (webpack-config's ExposedSharedPlugin); none from anything else (a remote built before it).
 */
export function exposedSharedOf(list: unknown, exposedModule: string): string[] {
  const keys = isRecord(list) ? list[exposedModule] : undefined;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

export interface CachedExposedCodeOptions {
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
  code: Promise<ExposedCode>;
}

const NO_CODE: ExposedCode = { scripts: [], shared: [] };

/**
 * Reads each remote's `mf-manifest.json` and `exposed-shared.json` (beside its entry) at most once
 * per `freshForMs`. A stale answer is given at once while the next is read, so a page never waits
 * on a remote's server once the cache is warm; a remote that is down or slow gives no code (the page
 * loads it itself), and is asked again after `retryFailedAfterMs` (a server started before its
 * remotes, or a remote back from a restart, is not left out for long).
 */
export function cachedExposedCode({
  fetchImpl = fetch,
  freshForMs = 10_000,
  retryFailedAfterMs = 1_000,
  timeoutMs = 1_000,
  now = Date.now,
}: CachedExposedCodeOptions = {}): ExposedCodeOf {
  const cache = new Map<string, CachedManifest>();
  /** A JSON file of the remote, or null when it could not be read. */
  const readJson = async (url: string): Promise<unknown> => {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? ((await response.json()) as unknown) : null;
    } catch {
      return null;
    }
  };
  /** The code, or null when the manifest could not be read. */
  const read = async (entry: string, exposedModule: string): Promise<ExposedCode | null> => {
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const [manifest, sharedList] = await Promise.all([
      readJson(manifestUrl),
      readJson(new URL('exposed-shared.json', entry).href),
    ]);
    if (manifest === null) return null;
    return {
      scripts: exposedScriptsOf(manifest, manifestUrl, exposedModule),
      shared: exposedSharedOf(sharedList, exposedModule),
    };
  };
  const startRead = (entry: string, exposedModule: string): CachedManifest => {
    const startedAt = now();
    const cached: CachedManifest = {
      freshUntil: startedAt + freshForMs,
      code: Promise.resolve(NO_CODE),
    };
    cached.code = read(entry, exposedModule).then((code) => {
      if (code === null) cached.freshUntil = startedAt + retryFailedAfterMs;
      return code ?? NO_CODE;
    });
    return cached;
  };
  return (entry, exposedModule) => {
    const key = `${new URL('.', entry).href} ${exposedModule}`;
    const cached = cache.get(key);
    if (cached !== undefined && now() < cached.freshUntil) return cached.code;
    const next = startRead(entry, exposedModule);
    if (cached === undefined) {
      cache.set(key, next);
      return next.code;
    }
    // Stale: answer with what is known, and replace it once the new read is in.
    cached.freshUntil = next.freshUntil;
    void next.code.then(() => cache.set(key, next));
    return cached.code;
  };
}
