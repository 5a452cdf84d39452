import {
  browserIdOf,
  globalSingleton,
  isRecord,
  registryForBrowser,
  type CanaryGroup,
  type RemotesRegistry,
} from 'shared-contracts/startup';

interface Choice {
  isCanaryChoice: true;
  groups: Readonly<Record<string, CanaryGroup>>;
}

const isChoice = (value: unknown): value is Choice =>
  isRecord(value) && value.isCanaryChoice === true;

// Both copies of this module (the start-up script's and the entry chunk's) share the choice.
const choice = () =>
  globalSingleton<Choice>(
    'host.canary-choice',
    () => ({ isCanaryChoice: true, groups: {} }),
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
  choice().groups = chosen.groups;
  return chosen.registry;
}

/** The group this browser is in for `remote`: stable unless it has a candidate and drew it. */
export function canaryGroupOf(remote: string): CanaryGroup {
  return choice().groups[remote] ?? 'stable';
}
