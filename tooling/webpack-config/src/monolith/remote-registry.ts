// The monolith build (MONOLITH=1): the same host source with the remotes imported statically, so the
// benchmark can measure what federation costs side by side. Webpack swaps the host's
// features/remotes/remote-registry module for this one; its exports must match that module's.
import type { RemoteAppModule, RemotesRegistry, RouteManifest } from 'shared-contracts';
import { routeManifest as dashboard } from '../../../../remote-dashboard/src/app/route-table';
import { routeManifest as onboarding } from '../../../../remote-onboarding/src/app/route-table';
import { setRegistry } from '../../../../host/src/features/remotes/registry-store';
import { routeManifest as settings } from '../../../../remote-settings/src/app/route-table';

const loaders: Record<string, () => Promise<RemoteAppModule>> = {
  settings: () => import('../../../../remote-settings/src/exposes/remote-app'),
  onboarding: () => import('../../../../remote-onboarding/src/exposes/remote-app'),
  dashboard: () => import('../../../../remote-dashboard/src/exposes/remote-app'),
};

const bundled = (manifest: RouteManifest) => ({ ...manifest, entry: 'bundled' });

/** The remotes' own route manifests, as a registry would carry them. */
const registry: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: bundled(settings),
    onboarding: bundled(onboarding),
    dashboard: bundled(dashboard),
  },
};

/** The bundled remotes' registry, whatever `/remotes.json` said. */
export function registerRemotesFromManifest(_registry: unknown): void {
  setRegistry(registry);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} area could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
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

export function resetRemote(key: string): void {
  loadedApps.delete(key);
}
