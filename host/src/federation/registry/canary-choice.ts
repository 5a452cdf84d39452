import {
  browserIdOf,
  globalSingleton,
  isRecord,
  registryForBrowser,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import type { ReleaseGroup } from 'shared-contracts/telemetry';

export interface Choice {
  isCanaryChoice: true;
  groups: Record<string, ReleaseGroup>;
  /** The registry as served (candidates and history included): what an override picks from. */
  served?: RemotesRegistry;
  /** Each remote a tester pinned (ADR 0029), to what: a version or a URL. */
  pinned: Record<string, string>;
}

const isChoice = (value: unknown): value is Choice =>
  isRecord(value) && value.isCanaryChoice === true;

/** This page's choice; both copies of this module (the start-up script's and the entry chunk's) share it. */
export const releaseChoice = () =>
  globalSingleton<Choice>(
    'host.canary-choice',
    () => ({ isCanaryChoice: true, groups: {}, pinned: {} }),
    isChoice,
  );

/**
 * The registry as this browser loads it (ADR 0018): each remote with a candidate at the release of
 * the browser's group, by the id the host's HTML response gave it (`vsg_bid`). A browser without an
 * id (a page not served by the host's server) gets every stable release.
 */
export function chooseReleases(
  registry: RemotesRegistry,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): RemotesRegistry {
  const chosen = registryForBrowser(registry, browserIdOf(cookies));
  const choice = releaseChoice();
  choice.groups = { ...chosen.groups };
  choice.served = registry;
  return chosen.registry;
}

/**
 * The releases the host's server rendered this page with, as it chose them (its data in the HTML):
 * the browser loads exactly those, and reports each remote's group and pin as the server had them.
 */
export function takeServerChoice(
  rendered: RemotesRegistry,
  groups: Readonly<Record<string, 'stable' | 'candidate'>>,
  pinned: Readonly<Record<string, string>>,
): RemotesRegistry {
  const choice = releaseChoice();
  choice.groups = {
    ...groups,
    ...Object.fromEntries(Object.keys(pinned).map((key) => [key, 'override' as const])),
  };
  choice.pinned = { ...pinned };
  return rendered;
}

/**
 * The group this browser is in for `remote`: stable unless it has a candidate and drew it, or
 * `override` when a tester pinned it.
 */
export function canaryGroupOf(remote: string): ReleaseGroup {
  return releaseChoice().groups[remote] ?? 'stable';
}

/** The remotes this page pinned (ADR 0029), and to what: the layout shows the badge for them. */
export const pinnedRemotes = (): Readonly<Record<string, string>> => releaseChoice().pinned;
