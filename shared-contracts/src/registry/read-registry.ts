// No run-time imports but the dependency-free helpers: the host's start-up script and entry chunk
// read the registry too (shared-contracts/startup). The Node side validates with the registry schema
// (shared-contracts/registry-schema); this is the browser's small reader of the same format.
import { CANARY_PERCENT } from './canary-assignment';
import { isRecord } from '../internal/is-record';
import type { RouteManifest } from './route-manifest';

/** The registry format this host reads (`/remotes.json`). */
export const REGISTRY_SCHEMA_VERSION = 2;

/**
 * The file beside a released version's remoteEntry.js that holds its `scriptIntegrity`, as the
 * entries sorted by path in JSON: the bytes whose integrity is the digest the registry's history
 * keeps of the map, so that a tester's pin of that version loads it with every script's integrity.
 */
export const SCRIPT_INTEGRITY_FILE = 'script-integrity.json';

/** One remote as the registry describes it: where its released version lives, and what it serves. */
export interface RegistryRemote extends RouteManifest {
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** The deployed version, reported with every load of the remote. */
  version?: string;
  /** Subresource Integrity of the remoteEntry.js: a script with other bytes is refused. */
  integrity?: string;
  /** The semver range of shared-contracts the remote was built against, e.g. `^1.0.0`. */
  sharedContracts?: string;
  /**
   * Subresource Integrity of every script of the release, by its path beside remoteEntry.js
   * (`chunks/app.1a2b3c4d.js`). A release that has it loads no file it does not name; one without
   * (released before it) is loaded as before, its entry checked alone.
   */
  scriptIntegrity?: Readonly<Record<string, string>>;
  /**
   * The release's server build: its URL, in the release's folder, and the integrity it must have
   * (the registry schema requires it; the host's server renders nothing of a build without it).
   */
  server?: { entry: string; integrity?: string };
}

/** The JSON the host fetches at start-up (`/remotes.json`): every remote, by its key. */
export interface RemotesRegistry {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  remotes: Readonly<Record<string, RegistryRemote>>;
}

/**
 * A registry read: the remotes that are well formed, and why each other one was left out; `registry`
 * is null when the document as a whole is not a registry this host reads.
 */
export interface RegistryRead {
  registry: RemotesRegistry | null;
  problems: string[];
}

export const EMPTY_REGISTRY: RemotesRegistry = {
  schemaVersion: REGISTRY_SCHEMA_VERSION,
  remotes: {},
};

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isNonEmptyString);

const isPattern = (value: unknown): value is string =>
  isNonEmptyString(value) && value.startsWith('/');

function pageProblem(page: unknown, index: number): string | null {
  if (!isRecord(page)) return `pages[${index}] is not an object`;
  if (!isNonEmptyString(page.id)) return `pages[${index}].id is missing`;
  if (!isPattern(page.path)) return `pages[${index}].path is not a route pattern`;
  if (page.flag !== undefined && !isNonEmptyString(page.flag)) return `pages[${index}].flag`;
  if (page.requests !== undefined && !isStringList(page.requests)) {
    return `pages[${index}].requests is not a list of paths`;
  }
  if (page.preload !== undefined && !isStringList(page.preload)) {
    return `pages[${index}].preload is not a list of files`;
  }
  return null;
}

/**
 * Every release a registry entry holds as deploy serves it: its stable release, its candidate and
 * its `history`, in that order (what a tester's pin or a replayed snapshot may name, ADRs 0029 and
 * 0031). Read from unchecked JSON: what is not an object is left out.
 */
export function releasesOf(entry: unknown): Record<string, unknown>[] {
  if (!isRecord(entry)) return [];
  const { candidate, history } = entry;
  return [entry, candidate, ...(Array.isArray(history) ? history : [])].filter(isRecord);
}

/** Why one registry entry cannot be used, naming the field, or null when it can. */
export function registryRemoteProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'the entry is not an object';
  if (!isNonEmptyString(value.entry)) return 'entry is missing';
  if (!isNonEmptyString(value.name)) return 'name is missing';
  if (value.module !== './app') return 'module is not ./app';
  if (!Array.isArray(value.mounts) || value.mounts.length === 0 || !value.mounts.every(isPattern)) {
    return 'mounts is not a list of route patterns';
  }
  if (!Array.isArray(value.pages)) return 'pages is not a list';
  for (const [index, page] of value.pages.entries()) {
    const problem = pageProblem(page, index);
    if (problem !== null) return problem;
  }
  if (!Array.isArray(value.flags) || !value.flags.every(isNonEmptyString)) {
    return 'flags is not a list of flag names';
  }
  for (const field of ['version', 'integrity', 'sharedContracts'] as const) {
    if (value[field] !== undefined && !isNonEmptyString(value[field])) return `${field} is empty`;
  }
  const { scriptIntegrity } = value;
  if (
    scriptIntegrity !== undefined &&
    !(isRecord(scriptIntegrity) && Object.values(scriptIntegrity).every(isNonEmptyString))
  ) {
    return 'scriptIntegrity is not a map of files to integrity';
  }
  return null;
}

/** Whether an entry can be used; when not, `report` hears why, so each entry is checked once. */
function isRegistryRemote(
  value: unknown,
  report: (problem: string) => void,
): value is RegistryRemote {
  const problem = registryRemoteProblem(value);
  if (problem !== null) report(problem);
  return problem === null;
}

/**
 * The entry with its canary candidate (ADR 0018) when that candidate can be used; a bad one is
 * reported and dropped, and every browser gets the stable release.
 */
function withUsableCandidate(
  entry: RegistryRemote,
  report: (problem: string) => void,
): RegistryRemote {
  const candidate: unknown = Reflect.get(entry, 'candidate');
  if (candidate === undefined) return entry;
  const percent = isRecord(candidate) ? candidate.percent : undefined;
  const problem =
    registryRemoteProblem(candidate) ??
    (typeof percent === 'number' &&
    Number.isInteger(percent) &&
    percent >= CANARY_PERCENT.min &&
    percent <= CANARY_PERCENT.max
      ? null
      : `percent is not a whole number from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`);
  if (problem === null) return entry;
  report(`candidate: ${problem}: only the stable release is served`);
  const { candidate: dropped, ...stable } = entry as RegistryRemote & { candidate?: unknown };
  void dropped;
  return stable;
}

/**
 * Reads a fetched registry. A remote whose entry is malformed is left out, with a problem naming the
 * remote and the field; the others stay, so one bad release never takes the rest of the platform down.
 */
export function readRegistry(value: unknown): RegistryRead {
  if (!isRecord(value) || !isRecord(value.remotes)) {
    return { registry: null, problems: ['the registry has no remotes object'] };
  }
  if (value.schemaVersion !== REGISTRY_SCHEMA_VERSION) {
    return {
      registry: null,
      problems: [
        `the registry's schemaVersion is ${String(value.schemaVersion)}, this host reads ${REGISTRY_SCHEMA_VERSION}`,
      ],
    };
  }
  const remotes: Record<string, RegistryRemote> = {};
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(value.remotes)) {
    const report = (problem: string) => problems.push(`remote ${key}: ${problem}`);
    if (isRegistryRemote(entry, report)) remotes[key] = withUsableCandidate(entry, report);
  }
  return { registry: { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes }, problems };
}

/** The federation id of a remote's exposed module, e.g. 'remote_settings/app'. */
export function remoteModuleId(remote: Pick<RouteManifest, 'name' | 'module'>): string {
  return `${remote.name}/${remote.module.replace(/^\.\//, '')}`;
}
