import { preloadRemote } from './preload/remote-preload';
import { registerRegistryRemotes } from './registry/load-remote';
import { currentRegistry } from './registry/current-registry';
import { matchRoute, type RemotesRegistry, type RouteUrl } from 'shared-contracts/startup';
import { hostPageLocation } from '../routing/host-page-location';
import { mayHaveOverride } from './registry/override-names';
import { requestRegistry } from './registry/fetch-registry';

let started: Promise<void> | undefined;

/**
 * The registry with a tester's pins (ADR 0029), whose code only a page with an override loads. They
 * apply here, in the entry chunk only: the start-up script's first requests follow the canary's
 * release, and a pinned page asks for what it lacks itself. Their code failing to load leaves the
 * normal releases.
 */
function withPins(registry: RemotesRegistry): Promise<RemotesRegistry> | RemotesRegistry {
  if (!mayHaveOverride()) return registry;
  return import(/* webpackChunkName: "remote-override" */ './registry/remote-overrides').then(
    (overrides) => overrides.pinReleases(registry),
    () => registry,
  );
}

/**
 * Registers the remotes from the registry of the moment (none is fetched until a route needs it),
 * then starts loading the remote that renders `url`, so that its entry, init and page code run while
 * the host's own code still downloads, and the route renders in the host's first pass. Done once: the
 * entry chunk starts it as soon as it can, and the bootstrap awaits the same run before it renders.
 */
export function startRemotes(
  url: RouteUrl,
  readRegistry: () => Promise<RemotesRegistry | null> = requestRegistry,
): Promise<void> {
  started ??= readRegistry().then(async (registry) => {
    registerRegistryRemotes(registry && (await withPins(registry)));
    preloadRemote(matchRoute(currentRegistry(), url, hostPageLocation).remote);
  });
  return started;
}

/** For tests: the remotes are started afresh. */
export function resetStartedRemotes(): void {
  started = undefined;
}
