// What scripts/serve-all.mjs (npm start, the e2e platform) asks of deploy: release every remote's
// build into a local deploy root, and which origins the registry then serves the remotes from.
import { existsSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { commitOf } from './artifacts';
import { apiOriginOf, registryFileOf, release, releaseHost, type DeployContext } from './commands';
import { remoteOriginsOf, type RemoteOrigin } from './origins';
import { readRegistry } from './registry';
import { platformRemotes, remotePackages } from './workspace';
import { messageOf } from './message-of';

// For the plain JavaScript scripts that load this module's bundle (bin/local-platform.mjs).
export { remotePackages };

export interface LocalPlatform {
  repo: string;
  deployRoot: string;
  /** Default `local`. */
  environment?: string;
  log?: (line: string) => void;
}

function contextOf(platform: LocalPlatform): DeployContext {
  return {
    repo: platform.repo,
    deployRoot: platform.deployRoot,
    environment: platform.environment ?? 'local',
    now: new Date(),
    commit: commitOf(platform.repo),
    hostPort: 3000,
    tlsPort: 3443,
    renderPort: 3090,
    apiOrigin: apiOriginOf(),
    log: platform.log ?? ((line) => console.log(line)),
  };
}

/**
 * Releases the host's build, then every workspace package with a `remote` field but the test
 * fixtures, each under its content version: an unchanged build keeps the version it has, so running
 * this on every start changes nothing. The remotes pass the promotion gate's range and schema
 * checks against that host; not its smoke, which would start a second platform while this one
 * starts, for builds of one checkout made together.
 */
export async function releaseBuilds(platform: LocalPlatform): Promise<void> {
  const context = contextOf(platform);
  releaseHost(context);
  for (const remote of platformRemotes(platform.repo)) {
    await release(context, remote, { smoke: false });
  }
}

/** A remote origin to serve locally, with the folder of its package's versions. */
export interface LocalOrigin extends RemoteOrigin {
  versionsDir: string;
  /**
   * The package's own build, when it is a workspace remote that has one: served at the origin's root
   * (the remote's standalone page, as `<package> serve` has it) beside the released versions.
   */
  buildDir?: string;
}

/** The origins the local registry serves its remotes from; only localhost ones can be served here. */
export function localOrigins(platform: LocalPlatform): LocalOrigin[] {
  const context = contextOf(platform);
  const file = registryFileOf(context);
  if (!existsSync(file)) {
    throw new Error(
      `no registry at ${file}: release the builds first (npm start, or serve-all --release-builds)`,
    );
  }
  const workspace = remotePackages(platform.repo);
  return remoteOriginsOf(readRegistry(file, context.environment)).map((served) => {
    const { hostname } = new URL(served.origin);
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') {
      throw new Error(
        `${served.origin} (${served.keys.join(', ')}) is not an origin of this machine`,
      );
    }
    const own = workspace.find((remote) => remote.name === served.package);
    const buildDir = own && join(own.dir, 'dist');
    return {
      ...served,
      versionsDir: join(platform.deployRoot, served.package),
      ...(buildDir && existsSync(buildDir) ? { buildDir } : {}),
    };
  });
}

/** The servers to start and to stop when the registry's origins go from one list to another. */
export interface OriginChange {
  started: LocalOrigin[];
  stopped: LocalOrigin[];
}

/** One server: an origin serving one package's versions (and maybe its build). */
const serverOf = (served: LocalOrigin): string =>
  JSON.stringify([served.origin, served.package, served.versionsDir, served.buildDir ?? null]);

export function originChange(
  before: readonly LocalOrigin[],
  after: readonly LocalOrigin[],
): OriginChange {
  const had = new Set(before.map(serverOf));
  const has = new Set(after.map(serverOf));
  return {
    started: after.filter((served) => !had.has(serverOf(served))),
    stopped: before.filter((served) => !has.has(serverOf(served))),
  };
}

/**
 * Follows the local registry from the origins `serving` now: each time a release or rollback
 * changes which origins it names, `onChange` hears the servers to start and to stop, so a remote
 * released on a new origin while the platform runs is served without a restart. A registry that
 * cannot be read changes nothing, and says why. Returns a function that stops following.
 */
export function followLocalOrigins(
  platform: LocalPlatform,
  serving: readonly LocalOrigin[],
  onChange: (change: OriginChange) => void,
): () => void {
  const file = registryFileOf({
    deployRoot: platform.deployRoot,
    environment: platform.environment ?? 'local',
  });
  const log = platform.log ?? ((line: string) => console.log(line));
  let current = [...serving];
  const check = () => {
    let next: LocalOrigin[];
    try {
      next = localOrigins(platform);
    } catch (error) {
      log(`${messageOf(error)}: the servers stay as they are`);
      return;
    }
    const change = originChange(current, next);
    current = next;
    if (change.started.length > 0 || change.stopped.length > 0) onChange(change);
  };
  // The directory, not the file: a release renames a new file over the registry.
  const watcher = watch(dirname(file), (_event, name) => {
    if (name === basename(file)) check();
  });
  return () => watcher.close();
}
