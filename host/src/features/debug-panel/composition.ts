import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { FeatureFlags } from 'shared-contracts/constants';
import {
  flagOverridesApply,
  parseFeatureOverrides,
  type Environment,
} from 'shared-contracts/rules';
import type { RemotesRegistry } from 'shared-contracts/startup';
import type { CompositionSnapshot, ReleaseGroup } from 'shared-contracts/telemetry';
import type { RemoteLoadReport } from '../../federation/registry/remote-load-report';

type ShareScopeMap = ModuleFederation['shareScopeMap'];
type ShareInfos = ModuleFederation['options']['shared'];

/** One remote as this page has it: the release it was given, and how its load went. */
export interface RemoteRow {
  remote: string;
  version: string;
  /** Stable or candidate as the canary drew it, or override where a tester pinned it (ADR 0029). */
  release: ReleaseGroup;
  /** The last load on this page; absent while no route has needed the remote. */
  load?: Pick<RemoteLoadReport, 'outcome' | 'durationMs'>;
}

/** One shared singleton: the version every container uses, and every version offered. */
export interface SharedRow {
  name: string;
  /** The version loaded, with the container that offered it; absent before any container used it. */
  inUse?: { version: string; from: string };
  offered: { version: string; from: string }[];
}

export type FlagSource = 'user' | 'location' | 'user and location' | 'override cookie' | 'none';

export interface FlagRow {
  flag: string;
  on: boolean;
  source: FlagSource;
}

/** What this page is made of: what the debug panel shows and a snapshot records. */
export interface Composition {
  environment: Environment;
  route: string;
  remotes: RemoteRow[];
  shared: SharedRow[];
  flags: FlagRow[];
}

export interface CompositionSources {
  environment: Environment;
  route: string;
  registry: RemotesRegistry;
  groupOf: (remote: string) => ReleaseGroup;
  loads: readonly RemoteLoadReport[];
  shareScopes: ShareScopeMap;
  /** The host's container: its name and what it offers (its federation options' `shared`). */
  host: { name: string; shared: ShareInfos };
  /** The flags the host itself reads. */
  hostFlags: readonly string[];
  userFlags: FeatureFlags;
  locationFlags: FeatureFlags;
  cookie: string;
}

/**
 * The runtime's `from` names the container that first loaded an offer, not the one that made it:
 * a remote whose code asks for react before the host has run still gets the host's copy (the
 * remote's build has none, ADR 0037), and `from` then names the remote. An offer of the host's
 * keeps the host's `get`, so it is told by that; any other offer by `from`.
 */
function sharedRows(shareScopes: ShareScopeMap, host: CompositionSources['host']): SharedRow[] {
  const hostGetters = new Set<unknown>(
    Object.values(host.shared)
      .flat()
      .map((offer) => offer.get),
  );
  const offeredBy = (shared: { from: string; get: unknown }) =>
    hostGetters.has(shared.get) ? host.name : shared.from;
  const rows = new Map<string, SharedRow>();
  for (const scope of Object.values(shareScopes)) {
    for (const [name, versions] of Object.entries(scope)) {
      const row = rows.get(name) ?? { name, offered: [] };
      for (const [version, shared] of Object.entries(versions)) {
        const from = offeredBy(shared);
        row.offered.push({ version, from });
        if (shared.loaded || shared.useIn.length > 0) row.inUse = { version, from };
      }
      rows.set(name, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every flag the page knows of (those the host and each registered remote declare they read, and
 * any an answer or the override cookie names), with where its value came from, by the rules of
 * `resolveFlags` (user OR location; the override cookie wins).
 */
function flagRows({
  environment,
  registry,
  hostFlags,
  userFlags,
  locationFlags,
  cookie,
}: CompositionSources): FlagRow[] {
  const overrides = flagOverridesApply(environment) ? parseFeatureOverrides(cookie) : {};
  const names = new Set([
    ...hostFlags,
    ...Object.values(registry.remotes).flatMap((remote) => remote.flags),
    ...Object.keys(userFlags),
    ...Object.keys(locationFlags),
    ...Object.keys(overrides),
  ]);
  return [...names].sort().map((flag) => {
    const override = overrides[flag];
    if (override !== undefined) return { flag, on: override, source: 'override cookie' };
    const user = userFlags[flag] === true;
    const location = locationFlags[flag] === true;
    const source: FlagSource =
      user && location ? 'user and location' : user ? 'user' : location ? 'location' : 'none';
    return { flag, on: user || location, source };
  });
}

/** The page's composition from what the host knows of it. */
export function compositionOf(sources: CompositionSources): Composition {
  const lastLoad = new Map(sources.loads.map((load) => [load.remote, load]));
  return {
    environment: sources.environment,
    route: sources.route,
    remotes: Object.entries(sources.registry.remotes).map(([remote, entry]) => {
      const load = lastLoad.get(remote);
      return {
        remote,
        version: entry.version ?? 'unversioned',
        release: sources.groupOf(remote),
        ...(load ? { load: { outcome: load.outcome, durationMs: load.durationMs } } : {}),
      };
    }),
    shared: sharedRows(sources.shareScopes, sources.host),
    flags: flagRows(sources),
  };
}

/** A composition as a field report carries it (ADR 0031), with who was signed in. */
export function snapshotOf(
  { environment, route, remotes, flags }: Composition,
  userId: number,
): CompositionSnapshot {
  return {
    snapshot: 1,
    environment,
    route,
    remotes: Object.fromEntries(remotes.map(({ remote, version }) => [remote, version])),
    flags: Object.fromEntries(flags.map(({ flag, on }) => [flag, on])),
    userId,
  };
}
