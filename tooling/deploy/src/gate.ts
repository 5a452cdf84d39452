// The promotion gate (ADR 0022): before `release`, `canary` or `promote` changes
// a remote in the registry, the candidate is checked against the host the environment serves
// (deploy/host/current): the shared-contracts range it needs, every other shared module it consumes
// (a remote's production build brings no copy of them: ADR 0037), its route manifest's schema, and a
// composed smoke of its pages in Chromium (gate-smoke.ts). A failing check refuses the step in one
// sentence, before anything is stored or written.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sharedContractsMismatch, sharedModuleMismatch } from 'shared-contracts/compatibility';
import { checkWith, registryReleaseSchema } from 'shared-contracts/registry-schema';
import {
  isSharedContracts,
  sharedContractsVersionOf,
  sharedModulesOf,
  type ReleasedVersion,
} from './registry';

/** The host a deploy root serves: its version folder and the shared modules it provides. */
export interface ServedHost {
  dir: string;
  version: string;
  sharedContracts: string;
  /** Each shared module the host provides to the page, by share key, at its version. */
  provides: Readonly<Record<string, string>>;
}

/** A build's mf-manifest.json, or undefined when it has none or it is not JSON. */
function readManifest(dir: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** A release on its way into the registry, and the folder its files are in (stored or built). */
export interface GateCandidate {
  key: string;
  release: ReleasedVersion;
  dir: string;
}

export interface GateOptions {
  /** The composed smoke in Chromium; tests about something else leave it out (`--skip-smoke`). */
  smoke: boolean;
  /** The sandbox-api persona the smoke sees the pages as (`--smoke-persona`). */
  persona?: string;
}

const nameOf = (candidate: GateCandidate) =>
  `${candidate.key} ${candidate.release.version ?? 'unversioned'}`;

/**
 * The host `deploy/host/current` points at, with the shared-contracts version its build records in
 * its mf-manifest.json (the version its federation runtime provides to every remote).
 */
export function servedHost(deployRoot: string, environment: string): ServedHost {
  const current = join(deployRoot, 'host', 'current');
  if (!existsSync(current)) {
    throw new Error(
      `the promotion gate has no host to check against: ${environment} serves none (no ${current}): release the host first (deploy release host --env ${environment})`,
    );
  }
  const dir = realpathSync(current);
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = readManifest(dir);
  const sharedContracts = sharedContractsVersionOf(manifest);
  if (sharedContracts === undefined) {
    throw new Error(
      `the promotion gate cannot tell which shared-contracts the host ${basename(dir)} shares (${manifestFile} names none): build the host again and release it (deploy release host --env ${environment})`,
    );
  }
  const provides = Object.fromEntries(
    sharedModulesOf(manifest).flatMap(({ name, version }) =>
      version === undefined ? [] : [[name, version] as const],
    ),
  );
  return { dir, version: basename(dir), sharedContracts, provides };
}

/**
 * The gate's checks that need no browser: the candidate's route manifest and release fields pass
 * the registry's schema, its shared-contracts range is satisfied by the version the host shares
 * (the host's own check, shared-contracts/compatibility), and the host provides every other shared
 * module the candidate's mf-manifest.json says it consumes, at a version its range accepts.
 */
export function checkAgainstHost(
  candidate: GateCandidate,
  host: ServedHost,
  environment: string,
): void {
  const name = nameOf(candidate);
  const checked = checkWith(registryReleaseSchema, candidate.release);
  if (!checked.ok) {
    throw new Error(
      `the promotion gate refused ${name}: its route manifest does not pass the registry schema (${checked.problems.join('; ')}): fix the remote's route table and build it again`,
    );
  }
  const mismatch = sharedContractsMismatch(
    name,
    candidate.release.sharedContracts,
    host.sharedContracts,
  );
  if (mismatch !== null) {
    throw new Error(
      `the promotion gate refused ${name}: ${mismatch} (host ${host.version} in ${environment}): build the remote against shared-contracts ${host.sharedContracts}, or release a host whose shared-contracts satisfies ${candidate.release.sharedContracts ?? ''} first`,
    );
  }
  for (const { name: share, requiredVersion } of sharedModulesOf(readManifest(candidate.dir))) {
    if (isSharedContracts(share)) continue;
    const missing = sharedModuleMismatch(name, share, requiredVersion, host.provides[share]);
    if (missing !== null) {
      throw new Error(
        `the promotion gate refused ${name}: ${missing} (host ${host.version} in ${environment}): build the remote against the host's ${share}, or release a host that provides ${share}${requiredVersion === undefined ? '' : ` ${requiredVersion}`} first`,
      );
    }
  }
}
