import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteAppModule,
  REMOTE_ENTRY_TIMEOUT_MS,
  remoteModuleId,
  SHARED_CONTRACTS_VERSION,
  type RegistryRemote,
  type RemoteAppModule,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import { entryMatchesIntegrity } from '../runtime-plugins/entry-digest';
import { entryIntegrityPlugin } from '../runtime-plugins/entry-integrity-plugin';
import { currentRegistry, setRegistry } from './registry-store';
import { refusalOf } from './remote-admission';
import { reportRemoteLoad, type RemoteLoadOutcome } from './remote-load-report';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** Loads in flight or done, so a preload and the area's own load are one load (and one report). */
const loads = new Map<string, Promise<RemoteAppModule>>();
/** The app modules whose load has succeeded, readable without waiting. */
const loadedApps = new Map<string, RemoteAppModule>();
let pluginRegistered = false;
/** The URL of each remote's entry script that failed to load, by federation name. */
const failedEntryUrls = new Map<string, string>();

const remoteByFederationName = (name: string): RegistryRemote | undefined =>
  Object.values(currentRegistry().remotes).find((remote) => remote.name === name);

/**
 * Registers the remotes of the registry (null: it could not be read) with the federation runtime;
 * nothing is fetched yet.
 */
export function registerRemotesFromManifest(read: RemotesRegistry | null) {
  setRegistry(read);
  const next = currentRegistry();
  loads.clear();
  loadedApps.clear();
  if (!pluginRegistered) {
    registerPlugins([
      entryIntegrityPlugin({
        integrityOf: (name) => remoteByFederationName(name)?.integrity,
        timeoutMs: REMOTE_ENTRY_TIMEOUT_MS,
        onEntryError: (name, url) => failedEntryUrls.set(name, url),
      }),
    ]);
    pluginRegistered = true;
  }
  const entries = Object.values(next.remotes).map(({ name, entry }) => ({ name, entry }));
  if (entries.length > 0) registerRemotes(entries);
}

/**
 * Why a load failed: an entry whose bytes are not the released ones, or anything else (an entry the
 * runtime stopped waiting for is not fetched again to tell).
 */
async function failureOf(remote: RegistryRemote): Promise<RemoteLoadOutcome> {
  const url = failedEntryUrls.get(remote.name);
  if (!remote.integrity || !url) return 'failed';
  return (await entryMatchesIntegrity(url, remote.integrity)) === false
    ? 'refused-integrity'
    : 'failed';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads a remote's app module; rejects with a RemoteUnavailableError when it cannot or may not (a
 * shared-contracts range the host does not satisfy, an entry that fails its integrity). Every load is
 * reported with the remote's version, duration and outcome; an entry that takes longer than
 * REMOTE_ENTRY_TIMEOUT_MS fails it. A load that succeeded or is under way is shared; a failed one is
 * forgotten here and by the runtime, so the next one fetches the entry again.
 */
export function loadRemoteApp(key: string): Promise<RemoteAppModule> {
  const pending = loads.get(key);
  if (pending) return pending;
  const load = loadRemoteAppOnce(key);
  loads.set(key, load);
  load.then(
    (module) => {
      if (loads.get(key) === load) loadedApps.set(key, module);
    },
    () => loads.delete(key),
  );
  return load;
}

/**
 * The remote's app module if its load has already succeeded (the start-up preload usually has by
 * the time the route renders), so the area can render it at once instead of suspending.
 */
export function loadedRemoteApp(key: string): RemoteAppModule | undefined {
  return loadedApps.get(key);
}

async function loadRemoteAppOnce(key: string): Promise<RemoteAppModule> {
  const remote = currentRegistry().remotes[key];
  if (!remote) throw new RemoteUnavailableError(key, 'it is not in the remotes registry');
  const started = performance.now();
  const report = (outcome: RemoteLoadOutcome, reason?: string) =>
    reportRemoteLoad({
      remote: key,
      version: remote.version ?? 'unversioned',
      durationMs: Math.round(performance.now() - started),
      outcome,
      ...(reason === undefined ? {} : { reason }),
    });

  const refusal = refusalOf(key, remote, SHARED_CONTRACTS_VERSION);
  if (refusal) {
    report(refusal.outcome, refusal.reason);
    throw new RemoteUnavailableError(key, refusal.reason);
  }
  failedEntryUrls.delete(remote.name);
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(remoteModuleId(remote));
  } catch (error) {
    const outcome = await failureOf(remote);
    const reason =
      outcome === 'refused-integrity'
        ? `its entry does not match the registry's integrity ${remote.integrity ?? ''}`
        : messageOf(error);
    report(outcome, reason);
    throw new RemoteUnavailableError(key, reason);
  }
  if (!isRemoteAppModule(loaded)) {
    report('failed', 'its entry exposes no app');
    throw new RemoteUnavailableError(key, 'its entry exposes no app');
  }
  report('ok');
  return loaded;
}
