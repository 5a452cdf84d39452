// Per-user overrides (ADR 0029): a tester pins a remote to another released version, or,
// outside prod, to a dev server's remoteEntry.js, import-map-overrides style. A chunk of its own,
// with the badge, that only a page with an override loads (`mayHaveOverride`): the entry chunk
// applies the pins before the remotes are registered, the layout shows the badge.
import {
  registryRemoteProblem,
  releasesOf,
  resolveEnvironment,
  type RegistryRemote,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import { releaseChoice } from './canary-choice';
import { withScriptIntegrity, type ReadScriptMap } from './pinned-integrity';
import {
  cookieTail,
  OVERRIDE_COOKIE,
  OVERRIDE_PARAMETER,
  overrideCookieOf,
  parseOverrides,
  type RemoteOverride,
} from './override-rules';

export { OverrideBadge } from '../../components/override-badge';

const URL_TARGET = /^https?:\/\//;

/** Drops what is no release's own: the entry's candidate and history, the percent, deploy's package. */
function ownRelease(release: RegistryRemote): RegistryRemote {
  const own: Partial<Record<'candidate' | 'history' | 'percent' | 'package', unknown>> &
    RegistryRemote = { ...release };
  delete own.candidate;
  delete own.history;
  delete own.percent;
  delete own.package;
  return own;
}

/**
 * The release `target` names of the served entry `served`, or why none may load. A version is the
 * entry's stable, its candidate's or one of its `history`, with that release's own entry, integrity
 * and shared-contracts range (registration then admits it like any release). A URL keeps the
 * entry's route manifest without integrity or range (a dev server's manifest declares none), and is
 * refused in prod: there only what the registry released, with its integrity, may load. A version
 * loads with the integrity of every script it was released with (pinned-integrity.ts).
 */
export async function overrideRelease(
  served: RegistryRemote,
  target: string,
  prod: boolean,
  read?: ReadScriptMap,
): Promise<RegistryRemote | string> {
  if (URL_TARGET.test(target)) {
    if (prod) return 'a URL is never loaded in prod';
    // A dev server's URL has no server build: the served release's is another build's.
    const { integrity, sharedContracts, version, server, ...manifest } = ownRelease(served);
    void [integrity, sharedContracts, version, server];
    return { ...manifest, entry: target };
  }
  const found = releasesOf(served).find((release) => release.version === target);
  if (found === undefined) return `${target} is not a version the registry has released`;
  const problem = registryRemoteProblem(found);
  if (problem !== null) return problem;
  return withScriptIntegrity(ownRelease(found as unknown as RegistryRemote), prod, read);
}

/** A registry with the pins applied: each pinned remote at its release, and what was pinned. */
export interface PinnedRegistry {
  registry: RemotesRegistry;
  pinned: Record<string, string>;
  /** Why each override refused was refused: the page says so on its console. */
  refused: string[];
}

/**
 * Applies `overrides` to `chosen` (the browser's canary releases), picking from `served` (the
 * registry as served). The environment comes from the page's origin (ADR 0010). A pin that cannot
 * load is said on the console, and the remote keeps its normal release.
 */
export async function applyOverrides(
  chosen: RemotesRegistry,
  served: RemotesRegistry,
  overrides: readonly RemoteOverride[],
  origin: string,
  read?: ReadScriptMap,
): Promise<PinnedRegistry> {
  const prod = resolveEnvironment(origin) === 'prod';
  const remotes = { ...chosen.remotes };
  const pinned: Record<string, string> = {};
  const refused: string[] = [];
  for (const { remote, target } of overrides) {
    const entry = served.remotes[remote];
    const release = entry
      ? await overrideRelease(entry, target, prod, read)
      : 'the registry has no such remote';
    if (typeof release === 'string') {
      refused.push(`[remotes] override ${remote}@${target} refused: ${release}; its release loads`);
    } else {
      remotes[remote] = release;
      pinned[remote] = target;
    }
  }
  return { registry: { ...chosen, remotes }, pinned, refused };
}

/**
 * Moves the query parameter, when the address has one, into the cookie (an empty value clears it),
 * and takes it out of the address bar, so that a shared or bookmarked address carries no pin.
 */
export function takeOverrideParameter(): void {
  const url = new URL(location.href);
  const value = url.searchParams.get(OVERRIDE_PARAMETER);
  if (value === null) return;
  document.cookie = `${OVERRIDE_COOKIE}=${encodeURIComponent(value)}${value ? '' : '; Max-Age=0'}${cookieTail()}`;
  url.searchParams.delete(OVERRIDE_PARAMETER);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The registry this page loads, with the tester's pins: they win over the canary draw, and the
 * page's telemetry names the release's group `override`.
 */
export async function pinReleases(chosen: RemotesRegistry): Promise<RemotesRegistry> {
  takeOverrideParameter();
  const overrides = parseOverrides(overrideCookieOf(document.cookie));
  const choice = releaseChoice();
  if (overrides.length === 0 || choice.served === undefined) return chosen;
  const { registry, pinned, refused } = await applyOverrides(
    chosen,
    choice.served,
    overrides,
    location.origin,
  );
  for (const message of refused) console.warn(message);
  choice.pinned = pinned;
  for (const remote of Object.keys(pinned)) choice.groups[remote] = 'override';
  return registry;
}
