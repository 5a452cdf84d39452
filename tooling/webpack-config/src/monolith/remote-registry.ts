// The monolith build (MONOLITH=1): the same host source with the remotes imported statically, so the
// benchmark can measure what federation costs side by side. Webpack swaps the host's
// features/remotes/remote-registry module for this one; its exports must match that module's.
import type { RemoteAppModule, RemoteKey } from 'shared-contracts';

const loaders: Record<RemoteKey, () => Promise<RemoteAppModule>> = {
  settings: () => import('../../../../remote-settings/src/exposes/remote-app'),
  onboarding: () => import('../../../../remote-onboarding/src/exposes/remote-app'),
  dashboard: () => import('../../../../remote-dashboard/src/exposes/remote-app'),
};

export function registerRemotesFromManifest(_manifest: unknown): void {}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    reason: string,
  ) {
    super(`The ${remote} area could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const loadedApps = new Map<RemoteKey, RemoteAppModule>();

export function loadRemoteApp(key: RemoteKey): Promise<RemoteAppModule> {
  return loaders[key]().then((module) => {
    loadedApps.set(key, module);
    return module;
  });
}

export function loadedRemoteApp(key: RemoteKey): RemoteAppModule | undefined {
  return loadedApps.get(key);
}

export function resetRemote(key: RemoteKey): void {
  loadedApps.delete(key);
}
