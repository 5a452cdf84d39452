// What each deploy command does, given where it works; cli.ts only reads the arguments.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sharedContractsMismatch } from 'shared-contracts/compatibility';
import {
  checkRegistry,
  REGISTRY_SCHEMA_VERSION,
  SCRIPT_INTEGRITY_FILE,
} from 'shared-contracts/registry-schema';
import { pointHostAt, storeArtifact } from './artifacts';
import { contentVersion } from './content-version';
import { checkHostConfigFor } from './host-config';
import { refreshNginx } from './nginx';
import { abortCandidate, checkCanaryStart, promoteCandidate, startCanary } from './canary';
import { checkAgainstHost, servedHost, type GateCandidate, type GateOptions } from './gate';
import { smokeCandidate, SMOKE_PERSONA } from './gate-smoke';
import { readRemoteBuild, type RemoteBuild } from './remote-build';
import { withFileLock, type LockOptions } from './registry-lock';
import {
  checkNoCandidate,
  checkReleasedVersion,
  describeChange,
  lastGoodOf,
  publish,
  readRegistry,
  readRegistryOrLastGood,
  rollback,
  serializeRegistry,
  writeAtomically,
  type Registry,
  type ReleasedVersion,
} from './registry';
import { scriptIntegrityOf, scriptIntegrityText, sriOf } from './script-integrity';
import { originOf, readWorkspacePackage, type RemotePackage } from './workspace';
import { messageOf } from './message-of';

export interface DeployContext {
  repo: string;
  deployRoot: string;
  environment: string;
  now: Date;
  commit: string;
  /**
   * The host's port, its rendering process's (nginx's `upstream host_render`) and the API nginx
   * forwards to and the render calls, for the rendered nginx config and `deploy serve`.
   */
  hostPort: number;
  /** The host's TLS port (HTTP/2), beside its http one. */
  tlsPort: number;
  renderPort: number;
  apiOrigin: string;
  log: (line: string) => void;
  /** How long to wait for another deploy's registry update (registry-lock.ts). */
  lock?: LockOptions;
}

export interface ReleaseOptions {
  /** Default: `<package.json version>-<content hash of the build>` (contentVersion). */
  version?: string;
  /** A build made elsewhere (e.g. a CI artifact) instead of `<package>/dist`. */
  from?: string;
}

/**
 * Where the API is: platform.md section 2's `API_ORIGIN`, the same for every deploy command of an
 * environment (each release renders nginx's config again).
 */
export const apiOriginOf = (env: NodeJS.ProcessEnv = process.env): string =>
  env.API_ORIGIN ?? 'http://127.0.0.1:3100';

export const registryFileOf = (context: Pick<DeployContext, 'deployRoot' | 'environment'>) =>
  join(context.deployRoot, 'registry', `${context.environment}.json`);

/** Renders nginx's config from the registry (reloading a running nginx); a failure is only said. */
function renderNginx(context: DeployContext, registry: Registry): void {
  try {
    context.log(refreshNginx({ ...context, registry }));
  } catch (error) {
    context.log(`nginx: not reloaded (${messageOf(error)})`);
  }
}

/**
 * Changes the registry as one step under its lock (registry-lock.ts): reads it, applies `change`,
 * writes it atomically and renders nginx's config from it, so that concurrent deploys (two teams
 * releasing at once) each change the registry the other left and nothing is lost. `change` returns
 * its argument when nothing changes. Returns the registry as it now is.
 */
export function updateRegistry(
  context: DeployContext,
  change: (before: Registry) => Registry,
  { fromLastGood = false }: { fromLastGood?: boolean } = {},
): Registry {
  const file = registryFileOf(context);
  mkdirSync(dirname(file), { recursive: true });
  return withFileLock(
    file,
    (stillHeld) => {
      const before = fromLastGood
        ? readRegistryOrLastGood(file, context.environment, context.log)
        : readRegistry(file, context.environment);
      const after = change(before);
      if (after === before) return before;
      if (!stillHeld()) {
        throw new Error(
          `${file} was taken from this deploy as stale and nothing was changed: run the command again`,
        );
      }
      const text = serializeRegistry(after);
      writeAtomically(file, text);
      // Only once the registry itself is written whole: the copy is always one deploy could read.
      writeAtomically(lastGoodOf(file), text);
      for (const line of describeChange(before, after)) context.log(line);
      renderNginx(context, after);
      return after;
    },
    context.lock,
  );
}

/** The build a command takes: `from`, else the package's own `dist`. */
const buildDirOf = (pkg: { dir: string }, from: string | undefined): string =>
  from ? resolve(from) : join(pkg.dir, 'dist');

/** Refuses a build folder with no build in it, naming `fix`. */
function checkBuilt(pkg: { name: string }, buildDir: string, fix: string): void {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${pkg.name} has no build in ${buildDir}: ${fix}`);
  }
}

function store(
  context: DeployContext,
  pkg: { name: string; version: string; dir: string },
  options: ReleaseOptions,
) {
  const buildDir = buildDirOf(pkg, options.from);
  checkBuilt(pkg, buildDir, 'run its build first');
  const version = options.version ?? contentVersion(pkg.version, buildDir);
  const reused =
    options.version === undefined && existsSync(join(context.deployRoot, pkg.name, version));
  const stored = storeArtifact({
    packageDir: pkg.dir,
    buildDir,
    name: pkg.name,
    version,
    deployRoot: context.deployRoot,
    commit: context.commit,
    now: context.now,
    // A content-derived version already there is this very build: use it again.
    reuse: options.version === undefined,
  });
  context.log(`${reused ? 'already stored' : 'stored'} ${pkg.name} ${version} in ${stored}`);
  return { stored, version };
}

/**
 * The release's server build, when its route manifest names one: its URL in the version's folder
 * and its integrity, which the host's server checks before it evaluates a byte of it.
 */
function serverBuildOf(
  manifest: RemoteBuild['manifest'],
  folder: string,
  files: string,
): Pick<ReleasedVersion, 'server'> {
  if (manifest.server === undefined) return {};
  const file = join(files, manifest.server.entry);
  if (!existsSync(file)) {
    throw new Error(
      `its route-manifest.json names the server build ${manifest.server.entry}, which is not in ${files}: build the remote again`,
    );
  }
  return {
    server: { entry: `${folder}/${manifest.server.entry}`, integrity: sriOf(readFileSync(file)) },
  };
}

/**
 * The registry's record of a version: the build's route manifest, where it is served. `files` is
 * the folder of its remoteEntry.js: where it is stored, or its build before it is.
 */
function releasedVersionOf(
  remote: RemotePackage,
  origin: string,
  version: string,
  files: string,
  build: RemoteBuild,
): ReleasedVersion {
  return checkReleasedVersion(
    {
      ...build.manifest,
      package: remote.name,
      entry: `${origin}/${version}/remoteEntry.js`,
      version,
      integrity: sriOf(readFileSync(join(files, 'remoteEntry.js'))),
      // Every file the release can load, not only its entry (ADR 0027).
      scriptIntegrity: scriptIntegrityOf(files),
      ...(build.sharedContracts === undefined ? {} : { sharedContracts: build.sharedContracts }),
      ...serverBuildOf(build.manifest, `${origin}/${version}`, files),
    },
    `${remote.name} ${version}`,
  );
}

/**
 * Writes the version's script map beside its files (SCRIPT_INTEGRITY_FILE), once: the folder is
 * the version's for good, and a version stored before keeps what it has.
 */
function writeScriptIntegrityFile(
  stored: string,
  map: Readonly<Record<string, string>> | undefined,
): void {
  const file = join(stored, SCRIPT_INTEGRITY_FILE);
  if (map === undefined || existsSync(file)) return;
  writeFileSync(file, scriptIntegrityText(map));
}

/**
 * Stores a remote's build as a version and points the registry at it, with the build's route
 * manifest. Everything is checked before anything is stored: a missing or bad route manifest, an
 * environment the remote has no origin for or an unreadable registry refuse the release and leave
 * the registry as it was.
 */
export function releaseRemote(
  context: DeployContext,
  remote: RemotePackage,
  options: ReleaseOptions = {},
): void {
  // Read first so that a registry deploy cannot use refuses the release before anything is stored.
  readRegistry(registryFileOf(context), context.environment);
  const origin = originOf(remote, context.environment);
  const buildDir = buildDirOf(remote, options.from);
  const build = readRemoteBuild(remote.name, buildDir);
  // Stored and published holding the registry's lock, against the registry as it then is: a deploy
  // that gave up waiting for the lock stored nothing, so running it again is no second release.
  updateRegistry(context, (current) => {
    // While a canary is out only a release of the stable version itself (no change) goes through.
    const next = options.version ?? contentVersion(remote.version, buildDir);
    if (current.remotes[remote.key]?.version !== next) checkNoCandidate(current, remote.key);
    const { stored, version } = store(context, remote, options);
    const released = releasedVersionOf(remote, origin, version, stored, build);
    writeScriptIntegrityFile(stored, released.scriptIntegrity);
    const after = publish(current, remote.key, released, context.now);
    if (after === current)
      context.log(`${remote.key}: already at ${version} (${context.environment})`);
    return after;
  });
}

/**
 * Stores the host's build and points `deploy/host/current` at it. A build whose configuration has
 * no values for the environment is refused before anything is stored (ADR 0010).
 */
export function releaseHost(context: DeployContext, options: ReleaseOptions = {}): void {
  const host = readWorkspacePackage(join(context.repo, 'host'));
  const buildDir = buildDirOf(host, options.from);
  if (existsSync(join(buildDir, 'index.html'))) checkHostConfigFor(buildDir, context.environment);
  const { version } = store(context, host, options);
  pointHostAt(context.deployRoot, version);
  context.log(`host: current -> ${version}`);
  // The policy's media origin is the new host's configuration's; rendered under the registry's lock
  // so that a release rendering at the same time cannot write an older registry's config last.
  updateRegistry(context, (registry) => {
    renderNginx(context, registry);
    return registry;
  });
}

/**
 * Points a remote back at the version before, unless the host served now could not load it (a
 * release built against an older shared-contracts major): then it is refused, naming the newest
 * earlier release that works (ADR 0050).
 */
export function rollBack(context: DeployContext, key: string): void {
  const host = existsSync(join(context.deployRoot, 'host', 'current'))
    ? servedHost(context.deployRoot, context.environment)
    : null;
  updateRegistry(
    context,
    (registry) =>
      rollback(
        registry,
        key,
        context.now,
        (release) => join(context.deployRoot, release.package, release.version ?? ''),
        (release) =>
          host === null
            ? null
            : sharedContractsMismatch(
                `${key} ${release.version ?? 'unversioned'}`,
                release.sharedContracts,
                host.sharedContracts,
              ),
      ),
    // A way back must work when the registry cannot be read: from the last one written whole.
    { fromLastGood: true },
  );
}

/**
 * Gives `percent` of browsers `version` of a remote as a candidate beside its stable version (ADR
 * 0018; canary.ts). The version is stored from the build (`from`, else the package's dist) unless it
 * is stored already; run again with the candidate's version, it changes only the percent.
 */
export function canary(
  context: DeployContext,
  remote: RemotePackage,
  version: string,
  percent: number,
  options: Pick<ReleaseOptions, 'from'> = {},
): void {
  const registryFile = registryFileOf(context);
  checkCanaryStart(readRegistry(registryFile, context.environment), remote.key, version);
  const origin = originOf(remote, context.environment);
  const storedDir = join(context.deployRoot, remote.name, version);
  const alreadyStored = existsSync(storedDir);
  if (alreadyStored && options.from) {
    throw new Error(
      `${remote.name} ${version} is stored already (versions are immutable): leave out --from to use the stored version, or give the build another version`,
    );
  }
  const buildDir = alreadyStored ? storedDir : buildDirOf(remote, options.from);
  const build = readRemoteBuild(remote.name, buildDir);
  updateRegistry(context, (current) => {
    checkCanaryStart(current, remote.key, version);
    const stored = alreadyStored
      ? storedDir
      : store(context, remote, { ...options, version }).stored;
    const released = releasedVersionOf(remote, origin, version, stored, build);
    const after = startCanary(current, remote.key, released, percent, context.now);
    if (after === current) {
      context.log(
        `${remote.key}: candidate ${version} already at ${percent} % (${context.environment})`,
      );
    }
    return after;
  });
}

/** Makes a remote's candidate its stable version (the stable one goes on its history). */
export function promote(context: DeployContext, key: string): void {
  updateRegistry(context, (registry) => promoteCandidate(registry, key, context.now));
}

/** Removes a remote's candidate: every browser gets the stable version again. */
export function abort(context: DeployContext, key: string): void {
  updateRegistry(context, (registry) => abortCandidate(registry, key, context.now));
}

/** Each remote the registry has: its version, how many before it, the range it needs. */
export function statusLines(context: DeployContext): string[] {
  const registry = readRegistry(registryFileOf(context), context.environment);
  const lines = Object.entries(registry.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entry]) => {
      const needs = entry.sharedContracts
        ? `, needs shared-contracts ${entry.sharedContracts}`
        : '';
      const candidate = entry.candidate
        ? `; candidate ${entry.candidate.version} at ${entry.candidate.percent} %`
        : '';
      return `${key}: ${entry.version ?? 'unversioned'} from ${entry.package} (${entry.history.length} earlier${needs})${candidate}`;
    });
  return lines.length > 0 ? lines : [`no remote is released in ${context.environment}`];
}

/**
 * The registry `host dev` serves (host/public/remotes.json): each remote at its dev server's root
 * (`<origin>/remoteEntry.js`, no version or integrity: a dev build changes as it is edited), with the
 * route manifest of its last build. Returns the file written.
 */
export function writeDevRegistry(
  context: DeployContext,
  remotes: readonly RemotePackage[],
): string {
  const registry = {
    schemaVersion: REGISTRY_SCHEMA_VERSION,
    remotes: Object.fromEntries(
      remotes.map((remote) => {
        const build = readRemoteBuild(remote.name, join(remote.dir, 'dist'));
        const entry = `${originOf(remote, context.environment)}/remoteEntry.js`;
        return [remote.key, { ...build.manifest, entry }];
      }),
    ),
  };
  const checked = checkRegistry(registry);
  if (!checked.ok) {
    throw new Error(`the dev registry: ${checked.problems.join('; ')}: build the remotes again`);
  }
  const file = join(context.repo, 'host', 'public', 'remotes.json');
  writeAtomically(file, `${JSON.stringify(checked.value, null, 2)}\n`);
  return file;
}

/**
 * The promotion gate (gate.ts, ADR 0022) for a candidate on its way into the registry: its range
 * and route manifest against the host the environment serves, then, unless `smoke` is off, its
 * pages rendered in that host (gate-smoke.ts). Throws one sentence naming what failed.
 */
export async function passGate(
  context: DeployContext,
  candidate: GateCandidate,
  options: GateOptions,
): Promise<void> {
  const name = `${candidate.key} ${candidate.release.version ?? 'unversioned'}`;
  const host = servedHost(context.deployRoot, context.environment);
  checkAgainstHost(candidate, host, context.environment);
  const against = `host ${host.version}, shared-contracts ${host.sharedContracts}`;
  if (!options.smoke) {
    context.log(`gate: ${name} passes the range and schema checks (${against}; smoke skipped)`);
    return;
  }
  const smoke = await smokeCandidate({
    repo: context.repo,
    deployRoot: context.deployRoot,
    registry: readRegistry(registryFileOf(context), context.environment),
    host,
    candidate,
    ...(options.persona === undefined ? {} : { persona: options.persona }),
    log: context.log,
  });
  if (smoke.failure) {
    const { path, problems } = smoke.failure;
    throw new Error(
      `the promotion gate refused ${name}: its page ${path} failed the composed smoke in host ${host.version} (${problems.join('; ')}): fix the remote and build it again`,
    );
  }
  if (smoke.pages === 0) {
    throw new Error(
      `the promotion gate could not smoke ${name}: none of its pages rendered it for the persona ${options.persona ?? SMOKE_PERSONA} (each went elsewhere): name a persona that sees them with --smoke-persona (e.g. smb-owner for the dashboard)`,
    );
  }
  const pages = smoke.pages === 1 ? '1 page renders' : `${smoke.pages} pages render`;
  context.log(`gate: ${name} passes (${against}; ${pages} in that host)`);
}

/**
 * `deploy release <remote>`: the build goes through the promotion gate, then is released. A build
 * already in force (npm start releases every build each time) changes nothing and skips the gate.
 */
export async function release(
  context: DeployContext,
  remote: RemotePackage,
  options: ReleaseOptions & GateOptions,
): Promise<void> {
  const registry = readRegistry(registryFileOf(context), context.environment);
  const origin = originOf(remote, context.environment);
  const buildDir = buildDirOf(remote, options.from);
  const build = readRemoteBuild(remote.name, buildDir);
  const version = options.version ?? contentVersion(remote.version, buildDir);
  // An explicit version stored already is refused by the release itself (versions are immutable).
  const taken =
    options.version !== undefined && existsSync(join(context.deployRoot, remote.name, version));
  if (registry.remotes[remote.key]?.version !== version && !taken) {
    // Refused anyway while a canary is out: said before the gate spends a browser on it.
    checkNoCandidate(registry, remote.key);
    const release = releasedVersionOf(remote, origin, version, buildDir, build);
    await passGate(context, { key: remote.key, release, dir: buildDir }, options);
  }
  releaseRemote(context, remote, options);
}

/**
 * `deploy canary`: a new candidate goes through the promotion gate first; the same candidate at
 * another percent (a ramp) went through it when it started.
 */
export async function canaryThroughGate(
  context: DeployContext,
  remote: RemotePackage,
  requested: string | undefined,
  percent: number,
  options: Pick<ReleaseOptions, 'from'> & GateOptions,
): Promise<void> {
  const version = requested ?? buildVersionOf(context, remote, options.from);
  const registry = readRegistry(registryFileOf(context), context.environment);
  checkCanaryStart(registry, remote.key, version);
  if (registry.remotes[remote.key]?.candidate?.version !== version) {
    const storedDir = join(context.deployRoot, remote.name, version);
    const buildDir = existsSync(storedDir) ? storedDir : buildDirOf(remote, options.from);
    const build = readRemoteBuild(remote.name, buildDir);
    const origin = originOf(remote, context.environment);
    const release = releasedVersionOf(remote, origin, version, buildDir, build);
    await passGate(context, { key: remote.key, release, dir: buildDir }, options);
  }
  canary(context, remote, version, percent, options.from ? { from: options.from } : {});
}

/** The version a canary stores the build under when it is given none: as release would, said. */
function buildVersionOf(context: DeployContext, remote: RemotePackage, from?: string): string {
  const buildDir = buildDirOf(remote, from);
  checkBuilt(remote, buildDir, "run its build first, or name the candidate's version");
  const version = contentVersion(remote.version, buildDir);
  context.log(`${remote.key}: the candidate is the build's own version, ${version} (${buildDir})`);
  return version;
}

/** `deploy promote`: the candidate goes through the promotion gate, then becomes stable. */
export async function promoteThroughGate(
  context: DeployContext,
  key: string,
  options: GateOptions,
): Promise<void> {
  const entry = readRegistry(registryFileOf(context), context.environment).remotes[key];
  if (entry?.candidate) {
    const { candidate } = entry;
    const release = checkReleasedVersion(
      { ...candidate, package: entry.package },
      `${key} ${candidate.version}`,
    );
    const dir = join(context.deployRoot, entry.package, candidate.version);
    await passGate(context, { key, release, dir }, options);
  }
  promote(context, key);
}
