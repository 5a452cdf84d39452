// Which release of a remote a browser gets while the remote has a candidate (ADR 0018).
// A pure function of the browser's id, the remote's key and the candidate's percent, with no imports
// at run time: the host's start-up script and the Node HTML head can both decide, and agree, before
// anything else loads. The same browser always lands in the same group; ramping the percent up keeps
// every browser already in the candidate there.
import type { RegistryRemote, RemotesRegistry } from './read-registry';

/** The shares of browsers a candidate can be given: whole percents. */
export const CANARY_PERCENT = { min: 1, max: 100 } as const;

/**
 * A candidate release beside a remote's stable one, as the registry holds it in the remote's entry:
 * a release of its own (its route manifest, entry, version, integrity and shared-contracts range)
 * and the percent of browsers that get it.
 */
export interface RegistryCandidate extends RegistryRemote {
  version: string;
  /** The percent of browsers that get the candidate, CANARY_PERCENT.min to CANARY_PERCENT.max. */
  percent: number;
}

export type CanaryGroup = 'candidate' | 'stable';

const BUCKETS = 100;

/**
 * The browser's bucket for a remote, 0 to 99: a 32-bit FNV-1a hash of the remote's key and the
 * browser's id (UTF-16 code units, so every JavaScript engine computes the same), mixed by
 * murmur3's finaliser so that similar ids spread over every bucket. The key is part of the hash so
 * that the browsers in one remote's candidate are not the same ones as in another's.
 */
export function canaryBucket(browserId: string, remoteKey: string): number {
  const input = `${remoteKey}\u0000${browserId}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % BUCKETS;
}

/**
 * The group of a browser for a remote whose candidate has `percent`: the candidate when its bucket
 * is below the percent. Ramping from 5 to 25 % keeps the first 5 % in (buckets 0 to 4 are below both).
 */
export function canaryGroup(browserId: string, remoteKey: string, percent: number): CanaryGroup {
  return canaryBucket(browserId, remoteKey) < percent ? 'candidate' : 'stable';
}

/** What a browser loads of a remote: its group, and the release of that group. */
export interface BrowserRelease {
  group: CanaryGroup;
  release: RegistryRemote;
}

/** A remote's stable release: its entry without the candidate (the entry itself when it has none). */
function stableRelease(remote: RegistryRemote & { candidate?: RegistryCandidate }): RegistryRemote {
  if (remote.candidate === undefined) return remote;
  const { candidate, ...stable } = remote;
  void candidate;
  return stable;
}

/**
 * The release of `remote` this browser loads: the candidate's (entry, version, integrity, range and
 * route manifest all of it) when the browser is in its group, else the stable one. A remote without
 * a candidate, or a browser without an id (a page its host's server did not give one), is stable.
 */
export function releaseForBrowser(
  remote: RegistryRemote & { candidate?: RegistryCandidate },
  remoteKey: string,
  browserId: string | undefined,
): BrowserRelease {
  const { candidate } = remote;
  if (
    candidate === undefined ||
    browserId === undefined ||
    canaryGroup(browserId, remoteKey, candidate.percent) === 'stable'
  ) {
    return { group: 'stable', release: stableRelease(remote) };
  }
  return { group: 'candidate', release: releaseOf(candidate) };
}

/** The candidate's release without its percent. */
function releaseOf({ percent, ...release }: RegistryCandidate): RegistryRemote {
  void percent;
  return release;
}

/** A registry as one browser sees it: each remote at its group's release, and the groups. */
export interface BrowserRegistry {
  registry: RemotesRegistry;
  /** Each remote's group, for the remotes with a candidate (telemetry names it per page view). */
  groups: Readonly<Record<string, CanaryGroup>>;
}

/**
 * The registry as this browser loads it: every remote at the release of its group, so that what
 * reads the registry afterwards (registration, integrity, the shared-contracts check, pages, flags,
 * first requests) needs to know nothing of canaries. Without an id every remote is stable.
 */
export function registryForBrowser(
  registry: Omit<RemotesRegistry, 'remotes'> & {
    remotes: Readonly<Record<string, RegistryRemote & { candidate?: RegistryCandidate }>>;
  },
  browserId: string | undefined,
): BrowserRegistry {
  const remotes: Record<string, RegistryRemote> = {};
  const groups: Record<string, CanaryGroup> = {};
  for (const [key, remote] of Object.entries(registry.remotes)) {
    const { group, release } = releaseForBrowser(remote, key, browserId);
    remotes[key] = release;
    if (remote.candidate !== undefined) groups[key] = group;
  }
  return { registry: { ...registry, remotes }, groups };
}
