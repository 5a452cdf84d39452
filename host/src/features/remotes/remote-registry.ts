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
import { REMOTE_LOAD_TIMEOUT_MS, TimeoutError, withTimeout } from './with-timeout';

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

/**
 * Loads a remote's app module; rejects with a RemoteUnavailableError when it cannot, including when
 * its server does not answer within REMOTE_LOAD_TIMEOUT_MS (a slow remote must not spin forever).
 */
export async function loadRemoteApp(key: RemoteKey): Promise<RemoteAppModule> {
  const remote = manifest.remotes[key];
  if (!remote) throw new RemoteUnavailableError(key, 'it is not in the remotes manifest');
  let loaded: unknown;
  try {
    loaded = await withTimeout(loadRemote<unknown>(remoteModuleId(key)), REMOTE_LOAD_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof TimeoutError) throw new RemoteUnavailableError(key, error.message);
    throw error;
  }
  if (!isRemoteAppModule(loaded)) throw new RemoteUnavailableError(key, 'its entry exposes no app');
  return loaded;
}

/** Forgets a failed load so that the next attempt fetches the remote's entry again. */
export function resetRemote(key: RemoteKey) {
  const remote = manifest.remotes[key];
  if (remote) registerRemotes([{ name: REMOTES[key].name, entry: remote.entry }], { force: true });
}
