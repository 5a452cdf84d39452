// The monolith build (MONOLITH=1): the same host source with the remotes imported statically, so the
// benchmark can measure what federation costs side by side. Webpack swaps the host's
// federation/registry/load-remote module for this one; its exports must match that module's. The
// apps are reached through the monolith build's `@monolith/<package>` aliases (their `src` folders),
// so the tooling that builds them imports no app.
import type { RemoteAppModule, RemotesRegistry } from 'shared-contracts/startup';
import { setRegistry } from '@monolith/host/federation/registry/current-registry';
import { RemoteUnavailableError } from '@monolith/host/federation/registry/remote-unavailable-error';

const loaders: Record<string, () => Promise<RemoteAppModule>> = {
  settings: () => import('@monolith/remote-settings/exposes/remote-app'),
  onboarding: () => import('@monolith/remote-onboarding/exposes/remote-app'),
  dashboard: () => import('@monolith/remote-dashboard/exposes/remote-app'),
};

/**
 * What the remotes serve comes from the registry here too (its entries are not fetched: the remotes
 * are bundled). It is in the start-up zone (lint), so it imports nothing of the remotes' route
 * tables, which read shared-contracts' main entry.
 */
export function registerRegistryRemotes(registry: RemotesRegistry | null): void {
  setRegistry(registry);
}

const loadedApps = new Map<string, RemoteAppModule>();

export function loadRemoteApp(key: string): Promise<RemoteAppModule> {
  const load = loaders[key];
  if (load === undefined) return Promise.reject(new RemoteUnavailableError(key, 'not bundled'));
  return load().then((module) => {
    loadedApps.set(key, module);
    return module;
  });
}

export function loadedRemoteApp(key: string): RemoteAppModule | undefined {
  return loadedApps.get(key);
}
