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
import { entryTimeoutPlugin } from '../runtime-plugins/entry-timeout-plugin';
import { failedScripts } from '../script-integrity/guard-script-integrity';
import { currentRegistry, setRegistry } from './current-registry';
import { refusalOf } from './remote-admission';
import { reportRemoteLoad, type RemoteLoadOutcome } from './remote-load-report';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** Loads in flight or done, so a preload and the area's own load are one load (and one report). */
const loads = new Map<string, Promise<RemoteAppModule>>();
/** The app modules whose load has succeeded, readable without waiting. */
const loadedApps = new Map<string, RemoteAppModule>();
let pluginRegistered = false;

/**
 * Registers the remotes of the registry (null: it could not be read) with the federation runtime;
 * nothing is fetched yet.
 */
export function registerRegistryRemotes(read: RemotesRegistry | null) {
  setRegistry(read);
  const next = currentRegistry();
  loads.clear();
  loadedApps.clear();
  if (!pluginRegistered) {
    registerPlugins([entryTimeoutPlugin(REMOTE_ENTRY_TIMEOUT_MS)]);
    pluginRegistered = true;
  }
  const entries = Object.values(next.remotes).map(({ name, entry }) => ({ name, entry }));
  if (entries.length > 0) registerRemotes(entries);
}

/** The failed scripts of a remote's release: the files beside its remoteEntry.js. */
function failedScriptsOf(remote: RegistryRemote): [url: string, integrity: string][] {
  const folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  return [...failedScripts].filter(([url]) => url.startsWith(folder));
}

/**
 * Why a load failed: a script of the release (its entry or a chunk) whose bytes are not the
 * recorded ones, or anything else (a script the runtime stopped waiting for is not fetched again to
 * tell). Returns the refused file's URL with `refused-integrity`.
 */
async function failureOf(
  remote: RegistryRemote,
): Promise<{ outcome: RemoteLoadOutcome; refused?: string }> {
  const failed = failedScriptsOf(remote);
  if (failed.length === 0) return { outcome: 'failed' };
  // The chunk that tells is itself fetched now: failing that, the cause stays unknown.
  const digest = await import(
    /* webpackChunkName: "script-digest" */ '../script-integrity/script-digest'
  ).catch(() => undefined);
  for (const [url, integrity] of failed) {
    if ((await digest?.scriptMatchesIntegrity(url, integrity)) === false) {
      return { outcome: 'refused-integrity', refused: url };
    }
  }
  return { outcome: 'failed' };
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
  for (const [url] of failedScriptsOf(remote)) failedScripts.delete(url);
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(remoteModuleId(remote));
  } catch (error) {
    const { outcome, refused } = await failureOf(remote);
    const reason =
      refused === undefined
        ? messageOf(error)
        : `${refused} does not match the integrity its release recorded`;
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
