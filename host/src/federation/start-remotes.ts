import { preloadRemoteForPath } from './preload/remote-preload';
import { registerRemotesFromManifest } from './registry/remote-registry';
import type { RemotesRegistry } from 'shared-contracts/startup';
import { requestRegistry } from './registry/remotes-manifest';

let started: Promise<void> | undefined;

/**
 * Registers the remotes from the registry of the moment (none is fetched until a route needs it),
 * then starts loading the remote that renders `path`, so that its entry, init and page code run while
 * the host's own code still downloads, and the route renders in the host's first pass. Done once: the
 * entry chunk starts it as soon as it can, and the bootstrap awaits the same run before it renders.
 */
export function startRemotes(
  path: string,
  fetchManifest: () => Promise<RemotesRegistry | null> = requestRegistry,
): Promise<void> {
  started ??= fetchManifest().then((manifest) => {
    registerRemotesFromManifest(manifest);
    preloadRemoteForPath(path);
  });
  return started;
}

/** For tests: the remotes are started afresh. */
export function resetStartedRemotes(): void {
  started = undefined;
}
