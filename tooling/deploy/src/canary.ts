// A remote's canary in the registry (ADR 0018): a candidate release beside the
// stable one, given to a percent of browsers (shared-contracts' canary-assignment.ts says which),
// then promoted to stable or aborted. Pure changes of a registry; commands.ts stores and writes.
import type { Candidate, Registry, RegistryEntry, ReleasedVersion } from './registry';
import { checkNoCandidate, publish } from './registry';

function entryOf(registry: Registry, remote: string, todo: string): RegistryEntry {
  const entry = registry.remotes[remote];
  if (!entry) {
    const known = Object.keys(registry.remotes).join(', ') || 'none';
    throw new Error(
      `${remote} is not in the ${registry.environment} registry (it has: ${known}): ${todo}`,
    );
  }
  return entry;
}

function candidateOf(registry: Registry, remote: string): Candidate {
  const entry = entryOf(registry, remote, `name one of those`);
  if (!entry.candidate) {
    throw new Error(
      `${remote} has no candidate in ${registry.environment}: start one with deploy canary ${remote} <version> --percent N`,
    );
  }
  return entry.candidate;
}

/**
 * Refuses a canary of `version` that could not start: a remote with no stable release to compare it
 * with, the stable version itself, or another candidate already out. Called before anything is
 * stored, and again on the registry as it is when the change is made.
 */
export function checkCanaryStart(registry: Registry, remote: string, version: string): void {
  const entry = entryOf(
    registry,
    remote,
    `release ${remote} first (deploy release ${remote}); a canary goes beside a stable version`,
  );
  if (entry.version === version) {
    throw new Error(
      `${remote} ${version} is the stable version in ${registry.environment} already: give the canary a new version`,
    );
  }
  if (entry.candidate?.version !== version) checkNoCandidate(registry, remote);
}

/** The entry without its candidate: its stable release and history. */
function stableOf(entry: RegistryEntry): RegistryEntry {
  const stable = { ...entry };
  delete stable.candidate;
  return stable;
}

/**
 * Gives `percent` of browsers `release` of `remote` beside its stable version. Run again with the
 * candidate's version, it only changes the percent (a ramp); the same percent changes nothing.
 * Each step records when it began (`stepStartedAt`): `deploy watch` judges a step by its own views.
 */
export function startCanary(
  registry: Registry,
  remote: string,
  release: ReleasedVersion,
  percent: number,
  now: Date,
): Registry {
  const version = release.version ?? '';
  checkCanaryStart(registry, remote, version);
  const entry = entryOf(registry, remote, '');
  if (entry.candidate?.percent === percent) return registry;
  // The package is the entry's: a candidate is another version of the same remote.
  const stepStartedAt = now.toISOString();
  const fresh: Candidate & { package?: string } = { ...release, version, percent, stepStartedAt };
  delete fresh.package;
  const candidate = entry.candidate ? { ...entry.candidate, percent, stepStartedAt } : fresh;
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: { ...registry.remotes, [remote]: { ...entry, candidate } },
  };
}

/** Makes the candidate the stable version; the stable one goes on the history. */
export function promoteCandidate(registry: Registry, remote: string, now: Date): Registry {
  const candidate = candidateOf(registry, remote);
  const entry = entryOf(registry, remote, '');
  const release: Omit<Candidate, 'percent'> & { percent?: number; package: string } = {
    ...candidate,
    package: entry.package,
  };
  delete release.percent;
  delete release.stepStartedAt;
  const withoutCandidate = {
    ...registry,
    remotes: { ...registry.remotes, [remote]: stableOf(entry) },
  };
  return publish(withoutCandidate, remote, release, now);
}

/** Removes the candidate: every browser gets the stable version again. */
export function abortCandidate(registry: Registry, remote: string, now: Date): Registry {
  candidateOf(registry, remote);
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: { ...registry.remotes, [remote]: stableOf(entryOf(registry, remote, '')) },
  };
}
