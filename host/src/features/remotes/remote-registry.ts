import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteAppModule,
  REMOTE_KEYS,
  REMOTES,
  remoteModuleId,
  type RemoteAppModule,
  type RemoteKey,
} from 'shared-contracts';
import type { RegisteredRemotes } from './remotes-manifest';

let manifest: RegisteredRemotes = { remotes: {} };

/** Registers the remotes of the manifest with the federation runtime; nothing is fetched yet. */
export function registerRemotesFromManifest(next: RegisteredRemotes) {
  manifest = next;
  const entries = REMOTE_KEYS.flatMap((key) => {
    const remote = next.remotes[key];
    return remote ? [{ name: REMOTES[key].name, entry: remote.entry }] : [];
  });
  if (entries.length > 0) registerRemotes(entries);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    reason: string,
  ) {
    super(`The ${remote} area could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads a remote's app module; rejects with a RemoteUnavailableError when it cannot. */
export async function loadRemoteApp(key: RemoteKey): Promise<RemoteAppModule> {
  const remote = manifest.remotes[key];
  if (!remote) throw new RemoteUnavailableError(key, 'it is not in the remotes manifest');
  const loaded = await loadRemote<unknown>(remoteModuleId(key));
  if (!isRemoteAppModule(loaded)) throw new RemoteUnavailableError(key, 'its entry exposes no app');
  return loaded;
}

/** Forgets a failed load so that the next attempt fetches the remote's entry again. */
export function resetRemote(key: RemoteKey) {
  const remote = manifest.remotes[key];
  if (remote) registerRemotes([{ name: REMOTES[key].name, entry: remote.entry }], { force: true });
}
