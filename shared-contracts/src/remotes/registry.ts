// No run-time imports but the dependency-free helpers: the host's start-up script and entry chunk
// read the registry too (shared-contracts/startup). The Node side validates with the registry schema
// (shared-contracts/registry-schema); this is the browser's small reader of the same format.
import { CANARY_PERCENT } from './canary-assignment';
import { isFeatureFlagName, type FeatureFlags } from '../constants/flags';
import { isRecord } from '../internal/is-record';
import {
  HOST_GUARDS,
  isHostGuard,
  type PageDeclaration,
  type RouteManifest,
} from './route-manifest';
import { bestRouteMatch, fillPathTemplate, type RouteParams } from './route-match';

/** The registry format this host reads (`/remotes.json`). */
export const REGISTRY_SCHEMA_VERSION = 2;

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
  // A guard this host does not know could not be run: the remote must not open unguarded.
  if (value.guard !== undefined && !isHostGuard(value.guard)) {
    return `guard is not one of ${HOST_GUARDS.join(', ')}`;
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

/** The most specific mount at `pathname`: the remote's key and the mount's pattern. */
function mountForPath(registry: RemotesRegistry, pathname: string) {
  const mounts = Object.entries(registry.remotes).flatMap(([key, remote]) =>
    remote.mounts.map((pattern) => ({ key, pattern })),
  );
  return bestRouteMatch(mounts, (mount) => mount.pattern, pathname)?.candidate ?? null;
}

/** The key of the remote that renders `pathname` (its most specific mount), or null for none. */
export function remoteForPath(registry: RemotesRegistry, pathname: string): string | null {
  return mountForPath(registry, pathname)?.key ?? null;
}

/**
 * The pattern a remote declares for `pathname`: its page's, else the mount's; null where no remote
 * mounts it. Statistics name pages by it, so no location id reaches them.
 */
export function patternOfPath(registry: RemotesRegistry, pathname: string): string | null {
  return (
    pageForPath(registry, pathname)?.page.path ?? mountForPath(registry, pathname)?.pattern ?? null
  );
}

/** The page a registered remote declares at `pathname`, with its path parameters. */
export interface PageMatch {
  remote: string;
  page: PageDeclaration;
  params: RouteParams;
}

/** The declared page at `pathname`, within the remote that renders it; null when none is. */
export function pageForPath(registry: RemotesRegistry, pathname: string): PageMatch | null {
  const remote = remoteForPath(registry, pathname);
  if (remote === null) return null;
  const pages = registry.remotes[remote]?.pages ?? [];
  const found = bestRouteMatch(pages, (page) => page.path, pathname);
  return found && { remote, page: found.candidate, params: found.params };
}

/** The flag the page at `pathname` needs, or null when it needs none. */
export function pageFlagOf(registry: RemotesRegistry, pathname: string): string | null {
  return pageForPath(registry, pathname)?.page.flag ?? null;
}

/**
 * Whether the page at `pathname` is on: a registered remote serves it and the flag its page declares,
 * if any, is on in `flags` (a flag the product does not know is off). What the host's route sends to
 * /not-found is off, so a menu item leading there is not shown.
 */
export function isRegistryPageOn(
  registry: RemotesRegistry,
  pathname: string,
  flags: Readonly<FeatureFlags>,
): boolean {
  if (remoteForPath(registry, pathname) === null) return false;
  const flag = pageFlagOf(registry, pathname);
  return flag === null || (isFeatureFlagName(flag) && flags[flag] === true);
}

/** What a page's request templates may be filled from besides its path. */
export interface RequestContext {
  userId: number;
  /** Undefined until the location's owner is known: templates that need it wait. */
  ownerId?: number;
}

/**
 * The paths (below `/api`) of the first GETs of the page at `pathname` that `context` can fill.
 * The page's own path parameters never override the session's user or the location's owner.
 */
export function pageRequestPaths(
  registry: RemotesRegistry,
  pathname: string,
  context: RequestContext,
): string[] {
  const found = pageForPath(registry, pathname);
  if (found === null) return [];
  const params = {
    ...found.params,
    userId: context.userId,
    ...(context.ownerId === undefined ? {} : { ownerId: context.ownerId }),
  };
  return (found.page.requests ?? []).flatMap((template) => {
    const path = fillPathTemplate(template, params);
    return path === null ? [] : [path];
  });
}
