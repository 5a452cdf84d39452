// From shared-contracts' dependency-free entry: the entry chunk reads the manifest too.
import { isRecord, REMOTE_KEYS, type RemoteKey } from 'shared-contracts/startup';
import { REMOTES_MANIFEST_TIMEOUT_MS, withTimeout } from './with-timeout';

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** One remote as the registry describes it (tooling/deploy writes these fields). */
export interface RegisteredRemote {
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** The deployed version, reported with every load of the remote. */
  version?: string;
  /** Subresource Integrity of the remoteEntry.js: a script with other bytes is refused. */
  integrity?: string;
  /** The semver range of shared-contracts the remote was built against, e.g. `^1.0.0`. */
  sharedContracts?: string;
}

/** What the host knows of where remotes live; a remote missing here shows its error boundary. */
export interface RegisteredRemotes {
  remotes: Partial<Record<RemoteKey, RegisteredRemote>>;
}

const optionalString = <K extends string>(key: K, value: unknown) =>
  typeof value === 'string' && value.length > 0 ? { [key]: value } : {};

/** Reads the remotes manifest, keeping only well-formed entries for remotes the host knows. */
export function parseRemotesManifest(value: unknown): RegisteredRemotes {
  const remotes: RegisteredRemotes['remotes'] = {};
  const given = isRecord(value) && isRecord(value.remotes) ? value.remotes : {};
  for (const key of REMOTE_KEYS) {
    const entry = given[key];
    if (isRecord(entry) && typeof entry.entry === 'string' && entry.entry.length > 0) {
      remotes[key] = {
        entry: entry.entry,
        ...optionalString('version', entry.version),
        ...optionalString('integrity', entry.integrity),
        ...optionalString('sharedContracts', entry.sharedContracts),
      };
    }
  }
  return { remotes };
}

/**
 * Fetches where each remote lives now. A failure, or no answer within `timeoutMs`, leaves every
 * remote unregistered: their areas show the error boundary while the host's own pages keep working,
 * and start-up never waits on a hanging manifest. The request goes out at once, uncached: the
 * manifest changes with every deploy and rollback.
 */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = REMOTES_MANIFEST_TIMEOUT_MS,
): Promise<RegisteredRemotes> {
  const controller = new AbortController();
  const read = async () => {
    const response = await fetchImpl(REMOTES_MANIFEST_PATH, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) return { remotes: {} };
    return parseRemotesManifest(await response.json());
  };
  try {
    return await withTimeout(read(), timeoutMs);
  } catch {
    controller.abort();
    return { remotes: {} };
  }
}
