// The registry file deploy keeps per environment, served as the host's /remotes.json: the browser's
// registry (schemaVersion 2) plus deploy's own bookkeeping, each entry's package and history.
import * as fs from 'node:fs';
import { dirname } from 'node:path';
import * as v from 'valibot';
import {
  checkWith,
  REGISTRY_SCHEMA_VERSION,
  registryReleaseSchema,
  registryRemoteSchema,
} from 'shared-contracts/registry-schema';
import { upgradeRegistryFile } from './registry-upgrade';
import { forHistory, fromHistory } from './script-integrity';
import { messageOf } from './message-of';

export { sriOf } from './script-integrity';

// The folder of a remote's versions under the deploy root (`deploy/<package>/<version>`).
const packageSchema = v.pipe(
  v.string('must be the package name'),
  v.nonEmpty('must be the package name'),
);

/**
 * The host's check of every address of a remote (`location-settings`), which a release made before
 * route ids names; the route table's guards replaced it (ADR 0050). Kept so that such a release
 * stays whole in the history (registry-upgrade.ts), for a host of its time a rollback could serve.
 */
const hostGuardEntries = {
  guard: v.optional(
    v.pipe(v.string('must be the name of a host check'), v.nonEmpty('must be a host check')),
  ),
};

/** One released version of a remote: its route manifest, where it lives, and its package. */
const releasedVersionSchema = v.intersect([
  registryReleaseSchema,
  v.object({ package: packageSchema, ...hostGuardEntries }),
]);

/**
 * A release on a remote's history: its script map (ADR 0027) kept as one digest, so that the
 * registry the browser fetches does not grow with every release; a rollback reads the map again
 * from the stored files and checks it against the digest.
 */
const historyReleaseSchema = v.intersect([
  releasedVersionSchema,
  v.object({
    scriptIntegrityDigest: v.optional(
      v.pipe(v.string('must be a digest'), v.nonEmpty('must be a digest')),
    ),
  }),
]);

/**
 * deploy's bookkeeping of a candidate, beside what browsers read of it: when it got its current
 * percent, so that `deploy watch` judges each step by the page views since that step alone.
 * Optional: a candidate written before it is judged by every view since it went out.
 */
const candidateBookkeepingSchema = v.object({
  ...hostGuardEntries,
  stepStartedAt: v.optional(
    v.pipe(v.string('must be a time'), v.isoTimestamp('must be an ISO 8601 time')),
  ),
});

/** A remote's entry: its stable release with its package, its candidate if any, its history. */
const registryEntrySchema = v.intersect([
  registryRemoteSchema,
  v.object({
    package: packageSchema,
    ...hostGuardEntries,
    history: v.array(historyReleaseSchema, 'must be a list of earlier releases'),
    candidate: v.optional(candidateBookkeepingSchema),
  }),
]);

const deployRegistrySchema = v.object(
  {
    schemaVersion: v.literal(REGISTRY_SCHEMA_VERSION, (issue) => `is ${String(issue.input)}`),
    environment: v.string('must be the environment'),
    updatedAt: v.string('must be a time'),
    remotes: v.record(v.string(), registryEntrySchema, 'must be an object of remotes by key'),
  },
  'must be an object',
);

export type ReleasedVersion = v.InferOutput<typeof releasedVersionSchema>;
export type HistoryRelease = v.InferOutput<typeof historyReleaseSchema>;
export type RegistryEntry = v.InferOutput<typeof registryEntrySchema>;
export type Candidate = NonNullable<RegistryEntry['candidate']>;
export type Registry = v.InferOutput<typeof deployRegistrySchema>;

export function emptyRegistry(environment: string): Registry {
  return {
    schemaVersion: REGISTRY_SCHEMA_VERSION,
    environment,
    updatedAt: new Date(0).toISOString(),
    remotes: {},
  };
}

/**
 * Checks a parsed registry; throws naming the file, the remote and the field. Releases written
 * before route ids are upgraded first (registry-upgrade.ts), so such a registry is read as is.
 */
export function checkRegistryFile(value: unknown, file: string): Registry {
  const checked = checkWith(deployRegistrySchema, upgradeRegistryFile(value));
  if (checked.ok) return checked.value;
  // A registry from before the route manifests (the first format) has no schemaVersion: say the fix.
  const older = checked.problems.some((problem) => problem.startsWith('schemaVersion '))
    ? `. It is not of schemaVersion ${REGISTRY_SCHEMA_VERSION}: release every remote into a new deploy root, or remove it`
    : ': fix that field, or release every remote into a new deploy root (DEPLOY_ROOT)';
  throw new Error(
    `${file} is not a registry deploy can use: ${checked.problems.join('; ')}${older}`,
  );
}

/** Checks a release before it goes into the registry (a bad route manifest never gets there). */
export function checkReleasedVersion(value: unknown, what: string): ReleasedVersion {
  const checked = checkWith(releasedVersionSchema, value);
  if (!checked.ok) {
    throw new Error(
      `${what}: ${checked.problems.join('; ')}: check the remote's origins in its package.json and the version`,
    );
  }
  return checked.value;
}

/** The registry in `file`, checked; throws a sentence naming what is wrong. */
function readRegistryFile(file: string, environment: string): Registry {
  if (!fs.existsSync(file)) return emptyRegistry(environment);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file} is not a registry deploy can use: it is not JSON (${messageOf(error)})`,
      { cause: error },
    );
  }
  return checkRegistryFile(value, file);
}

/**
 * The copy of the last registry deploy wrote whole, beside it: what a rollback starts from when the
 * registry itself cannot be read (a hand edit, a disk that lost it).
 */
export const lastGoodOf = (file: string): string => `${file}.last-good`;

export function readRegistry(file: string, environment: string): Registry {
  try {
    return readRegistryFile(file, environment);
  } catch (error) {
    if (!fs.existsSync(lastGoodOf(file))) throw error;
    throw new Error(
      `${messageOf(error)}; deploy rollback <remote> starts from the last registry deploy wrote whole (${lastGoodOf(file)})`,
      { cause: error },
    );
  }
}

/**
 * The registry, or, where it cannot be read, the last one deploy wrote whole, with a sentence saying
 * so; throws as readRegistry does where there is no good copy either.
 */
export function readRegistryOrLastGood(
  file: string,
  environment: string,
  log: (line: string) => void,
): Registry {
  try {
    return readRegistryFile(file, environment);
  } catch (error) {
    const lastGood = lastGoodOf(file);
    if (!fs.existsSync(lastGood)) throw error;
    const registry = readRegistryFile(lastGood, environment);
    log(
      `${messageOf(error)}; starting from the last registry deploy wrote whole, ${lastGood} (${registry.updatedAt})`,
    );
    return registry;
  }
}

/** The file system calls a write makes; the real ones but in a test that makes them fail. */
export type WriteCalls = Pick<
  typeof fs,
  'openSync' | 'writeFileSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync'
>;

/**
 * Writes beside the target, flushes it to the disk, then renames it over the target and flushes the
 * folder that holds the rename: readers, and the file after a crash at any step, see the old file or
 * the new one, never half of one (without the first fsync a crash after the rename can leave an
 * empty file; without the folder's, the old one back).
 */
export function writeAtomically(file: string, content: string, calls: WriteCalls = fs): void {
  fs.mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const written = calls.openSync(temporary, 'w');
    try {
      calls.writeFileSync(written, content);
      calls.fsyncSync(written);
    } finally {
      calls.closeSync(written);
    }
    calls.renameSync(temporary, file);
  } catch (error) {
    calls.rmSync(temporary, { force: true });
    throw error;
  }
  const folder = calls.openSync(dirname(file), 'r');
  try {
    calls.fsyncSync(folder);
  } finally {
    calls.closeSync(folder);
  }
}

export const serializeRegistry = (registry: Registry): string =>
  `${JSON.stringify(registry, null, 2)}\n`;

/** An entry without its history and candidate (the schema keeps only a release's own fields). */
const releasedVersionOf = (entry: RegistryEntry): ReleasedVersion =>
  v.parse(releasedVersionSchema, entry);

/** The same release: the same bytes of the same version at the same place. */
const sameRelease = (a: ReleasedVersion, b: ReleasedVersion): boolean =>
  a.version === b.version &&
  a.entry === b.entry &&
  a.integrity === b.integrity &&
  a.package === b.package;

/**
 * The shared-contracts range a remote build needs, as its mf-manifest.json records it: the build
 * declares `^<major>.0.0` of the shared-contracts it was built against (webpack-config's shared
 * singletons). Undefined when the manifest names none.
 */
export function sharedContractsRangeOf(manifest: unknown): string | undefined {
  // Every subpath of shared-contracts is shared with the same range: the first names it.
  return sharedModulesOf(manifest).find((shared) => isSharedContracts(shared.name))
    ?.requiredVersion;
}

/**
 * The shared modules a build's mf-manifest.json records: for a remote, what it consumes (and, from
 * its production build, brings no copy of); for the host, what it provides at which version. Empty
 * when the manifest is missing or names none.
 */
export function sharedModulesOf(
  manifest: unknown,
): Array<{ name: string; version?: string; requiredVersion?: string }> {
  const parsed = v.safeParse(mfManifestSchema, manifest);
  return parsed.success ? parsed.output.shared : [];
}

/** `shared-contracts` or one of its subpaths (`shared-contracts/api`). */
export const isSharedContracts = (name: string): boolean =>
  name === 'shared-contracts' || name.startsWith('shared-contracts/');

const mfManifestSchema = v.object({
  name: v.optional(v.string()),
  shared: v.array(
    v.object({
      name: v.string(),
      version: v.optional(v.string()),
      requiredVersion: v.optional(v.string()),
    }),
  ),
});

/**
 * The shared-contracts version a build provides to the page, as its mf-manifest.json records it
 * (`shared` -> `shared-contracts/...` -> `version`): for a host build, the version every remote it
 * loads is checked against. Undefined when the manifest names none.
 */
export function sharedContractsVersionOf(manifest: unknown): string | undefined {
  return sharedModulesOf(manifest).find((shared) => isSharedContracts(shared.name))?.version;
}

/** The federation container name a build's mf-manifest.json declares, if it declares one. */
export function containerNameOf(manifest: unknown): string | undefined {
  const parsed = v.safeParse(mfManifestSchema, manifest);
  return parsed.success ? parsed.output.name : undefined;
}

/** Refuses to change a remote's stable version while its canary is out (canary.ts). */
export function checkNoCandidate(registry: Registry, remote: string): void {
  const candidate = registry.remotes[remote]?.candidate;
  if (candidate) {
    throw new Error(
      `${remote} has a candidate, ${candidate.version} at ${candidate.percent} %, in ${registry.environment}: promote or abort it first (deploy promote ${remote}, or deploy abort ${remote})`,
    );
  }
}

/**
 * Points a remote at a version; the version it pointed at before goes on its history. Publishing the
 * release the remote already points at changes nothing (npm start releases every build each time).
 */
export function publish(
  registry: Registry,
  remote: string,
  target: ReleasedVersion,
  now: Date,
): Registry {
  const current = registry.remotes[remote];
  if (current && sameRelease(releasedVersionOf(current), target)) return registry;
  checkNoCandidate(registry, remote);
  const history = current ? [...current.history, forHistory(releasedVersionOf(current))] : [];
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: { ...registry.remotes, [remote]: { ...target, history } },
  };
}

/**
 * Where a release's files are stored (`<deploy root>/<package>/<version>`), for a rollback to read
 * its script map again (a release that recorded none is not read).
 */
export type StoredDirOf = (release: HistoryRelease) => string;

/**
 * Points a remote back at the version before; throws when there is none, or when the files of the
 * version before are no longer the ones it recorded.
 */
export function rollback(
  registry: Registry,
  remote: string,
  now: Date,
  storedDirOf: StoredDirOf,
  /** Why the host served now could not load a release (its shared-contracts), or null. */
  refusalOf: (release: ReleasedVersion) => string | null = () => null,
): Registry {
  const current = registry.remotes[remote];
  if (!current) {
    const known = Object.keys(registry.remotes).join(', ') || 'none';
    throw new Error(
      `${remote} is not in the ${registry.environment} registry (it has: ${known}): name one of those, or release ${remote} first`,
    );
  }
  const last = current.history.at(-1);
  if (!last) {
    throw new Error(
      `${remote} has no earlier version to roll back to: release the version you want instead (deploy release ${remote} --from <its build>)`,
    );
  }
  const refusal = refusalOf(last);
  if (refusal !== null) {
    // The newest earlier release the host can load, if any: the one a rollback could go to.
    const compatible = current.history.findLast((release) => refusalOf(release) === null);
    throw new Error(
      `${remote} cannot roll back to ${last.version ?? 'unversioned'}: ${refusal}; ${
        compatible === undefined
          ? `no earlier release of ${remote} works with this host: release the version you want instead (deploy release ${remote} --from <its build>)`
          : `the first release it can go back to is ${compatible.version ?? 'unversioned'}: release that version again (deploy release ${remote} --from deploy/${compatible.package}/${compatible.version ?? 'unversioned'})`
      }`,
    );
  }
  const previous =
    last.scriptIntegrityDigest === undefined
      ? last
      : fromHistory(last, storedDirOf(last), `${remote} ${last.version ?? 'unversioned'}`);
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: {
      ...registry.remotes,
      [remote]: {
        ...previous,
        history: current.history.slice(0, -1),
        // A canary goes on beside the version rolled back to, unless that is the candidate itself.
        ...(current.candidate && current.candidate.version !== previous.version
          ? { candidate: current.candidate }
          : {}),
      },
    },
  };
}

const candidateOf = (entry: RegistryEntry | undefined): string =>
  entry?.candidate ? `${entry.candidate.version} at ${entry.candidate.percent} %` : 'none';

/**
 * One line per remote whose version changed, and one per remote whose candidate changed, over every
 * key either registry has.
 */
export function describeChange(before: Registry, after: Registry): string[] {
  const keys = [...new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes)])].sort();
  const where = `(${after.environment})`;
  return keys.flatMap((remote) => {
    const from = before.remotes[remote]?.version ?? 'none';
    const to = after.remotes[remote]?.version ?? 'none';
    const versionLine = from === to ? [] : [`${remote}: ${from} -> ${to} ${where}`];
    const candidateFrom = candidateOf(before.remotes[remote]);
    const candidateTo = candidateOf(after.remotes[remote]);
    if (candidateFrom === candidateTo) return versionLine;
    const promoted = before.remotes[remote]?.candidate?.version === to && candidateTo === 'none';
    return [
      ...versionLine,
      promoted
        ? `${remote}: candidate ${to} promoted ${where}`
        : `${remote}: candidate ${candidateFrom} -> ${candidateTo} ${where}`,
    ];
  });
}
