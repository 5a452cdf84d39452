// No imports: the entry chunk starts this request before the app's code (and the shared modules it
// needs) has downloaded.

export const REMOTES_MANIFEST_PATH = '/remotes.json';

export interface RemotesManifestRequest {
  response: Promise<Response>;
  abort: () => void;
}

/** Fetches the remotes manifest, uncached: it changes with every deploy and rollback. */
export function requestRemotesManifest(fetchImpl: typeof fetch = fetch): RemotesManifestRequest {
  const controller = new AbortController();
  const response = fetchImpl(REMOTES_MANIFEST_PATH, {
    cache: 'no-store',
    signal: controller.signal,
  });
  // Read later; a failure before then is not an unhandled rejection.
  response.catch(() => undefined);
  return { response, abort: () => controller.abort() };
}

let early: RemotesManifestRequest | undefined;

/**
 * Called by the entry chunk, so that the manifest's round trip overlaps the download of the app's
 * code instead of following it.
 */
export function startRemotesManifestRequest(
  fetchImpl: typeof fetch = fetch,
): RemotesManifestRequest {
  early ??= requestRemotesManifest(fetchImpl);
  return early;
}

/** The request the entry chunk started, once: every later read of the manifest fetches anew. */
export function takeEarlyRemotesManifestRequest(): RemotesManifestRequest | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
