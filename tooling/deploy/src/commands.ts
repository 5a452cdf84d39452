// What each deploy command does, given where it works; cli.ts only reads the arguments.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkRegistry, REGISTRY_SCHEMA_VERSION } from 'shared-contracts/registry-schema';
import { pointHostAt, storeArtifact } from './artifacts';
import { contentVersion } from './content-version';
import { checkHostConfigFor } from './host-config';
import { refreshNginx } from './nginx';
import { readRemoteBuild } from './remote-build';
import {
  checkReleasedVersion,
  describeChange,
  publish,
  readRegistry,
  rollback,
  serializeRegistry,
  sriOf,
  writeAtomically,
  type Registry,
} from './registry';
import { originOf, readWorkspacePackage, type RemotePackage } from './workspace';

export interface DeployContext {
  repo: string;
  deployRoot: string;
  environment: string;
  now: Date;
  commit: string;
  /** The host's port and the API nginx forwards to, for the rendered nginx config. */
  hostPort: number;
  apiOrigin: string;
  log: (line: string) => void;
}

export interface ReleaseOptions {
  /** Default: `<package.json version>-<content hash of the build>` (contentVersion). */
  version?: string;
  /** A build made elsewhere (e.g. a CI artifact) instead of `<package>/dist`. */
  from?: string;
}

export const registryFileOf = (context: Pick<DeployContext, 'deployRoot' | 'environment'>) =>
  join(context.deployRoot, 'registry', `${context.environment}.json`);

/** Writes the registry and renders nginx's config from it (reloading a running nginx). */
function saveRegistry(context: DeployContext, before: Registry, after: Registry): void {
  if (after === before) return;
  writeAtomically(registryFileOf(context), serializeRegistry(after));
  for (const line of describeChange(before, after)) context.log(line);
  try {
    context.log(refreshNginx({ ...context, registry: after }));
  } catch (error) {
    context.log(`nginx: not reloaded (${error instanceof Error ? error.message : String(error)})`);
  }
}

function store(
  context: DeployContext,
  pkg: { name: string; version: string; dir: string },
  options: ReleaseOptions,
) {
  const buildDir = options.from ? resolve(options.from) : join(pkg.dir, 'dist');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`${pkg.name} has no build in ${buildDir}: run its build first`);
  }
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
  const before = readRegistry(registryFileOf(context), context.environment);
  const origin = originOf(remote, context.environment);
  const buildDir = options.from ? resolve(options.from) : join(remote.dir, 'dist');
  const build = readRemoteBuild(remote.name, buildDir);
  const { stored, version } = store(context, remote, options);
  const released = checkReleasedVersion(
    {
      ...build.manifest,
      package: remote.name,
      entry: `${origin}/${version}/remoteEntry.js`,
      version,
      integrity: sriOf(readFileSync(join(stored, 'remoteEntry.js'))),
      ...(build.sharedContracts === undefined ? {} : { sharedContracts: build.sharedContracts }),
    },
    `${remote.name} ${version}`,
  );
  const after = publish(before, remote.key, released, context.now);
  if (after === before)
    context.log(`${remote.key}: already at ${version} (${context.environment})`);
  saveRegistry(context, before, after);
}

/**
 * Stores the host's build and points `deploy/host/current` at it. A build whose configuration has
 * no values for the environment is refused before anything is stored (ADR 0010).
 */
export function releaseHost(context: DeployContext, options: ReleaseOptions = {}): void {
  const host = readWorkspacePackage(join(context.repo, 'host'));
  const buildDir = options.from ? resolve(options.from) : join(host.dir, 'dist');
  if (existsSync(join(buildDir, 'index.html'))) checkHostConfigFor(buildDir, context.environment);
  const { version } = store(context, host, options);
  pointHostAt(context.deployRoot, version);
  context.log(`host: current -> ${version}`);
  // The policy's media origin is the new host's configuration's.
  const registry = readRegistry(registryFileOf(context), context.environment);
  try {
    context.log(refreshNginx({ ...context, registry }));
  } catch (error) {
    context.log(`nginx: not reloaded (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Points a remote back at the version before. */
export function rollBack(context: DeployContext, key: string): void {
  const before = readRegistry(registryFileOf(context), context.environment);
  saveRegistry(context, before, rollback(before, key, context.now));
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
      return `${key}: ${entry.version ?? 'unversioned'} from ${entry.package} (${entry.history.length} earlier${needs})`;
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
