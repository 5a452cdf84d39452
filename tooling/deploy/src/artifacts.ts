import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VersionStamp {
  name: string;
  version: string;
  commit: string;
  builtAt: string;
}

export function commitOf(repoRoot: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      // Outside a git checkout the fallback below says it: git's own complaint is noise.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'nocommit';
  }
}

const alreadyDeployed = (name: string, version: string) =>
  `${name} ${version} is already deployed (versions are immutable): give the build another --version, or leave --version out to use its content version`;

/**
 * Copies a package's build to `<deployRoot>/<name>/<version>/` with a version stamp. A version, once
 * there, is immutable: storing the same version again is refused, unless `reuse` says the version
 * names its content (contentVersion), so the folder there already holds this very build.
 */
export function storeArtifact(options: {
  packageDir: string;
  /** Where the build is; `<packageDir>/dist` by default. */
  buildDir?: string;
  name: string;
  version: string;
  deployRoot: string;
  commit: string;
  now: Date;
  reuse?: boolean;
}): string {
  const source = options.buildDir ?? join(options.packageDir, 'dist');
  if (!existsSync(join(source, 'index.html')))
    throw new Error(`${options.name} has no build: run its build first`);
  const target = join(options.deployRoot, options.name, options.version);
  if (existsSync(target) && options.reuse) return target;
  if (existsSync(target)) throw new Error(alreadyDeployed(options.name, options.version));
  // One staging folder per process: two deploys storing the same version do not share one.
  const staging = `${target}.${process.pid}.staging`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(source, staging, { recursive: true });
  const stamp: VersionStamp = {
    name: options.name,
    version: options.version,
    commit: options.commit,
    builtAt: options.now.toISOString(),
  };
  writeFileSync(join(staging, 'version.json'), `${JSON.stringify(stamp, null, 2)}\n`);
  try {
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another deploy stored the same version meanwhile: the same build when the version is its
    // content's; otherwise the version is taken, as if it had been there before.
    if (!existsSync(target)) throw error;
    if (!options.reuse) {
      throw new Error(alreadyDeployed(options.name, options.version), { cause: error });
    }
  }
  return target;
}

/** Points `<deployRoot>/host/current` at a host version with an atomic rename of a new symlink. */
export function pointHostAt(deployRoot: string, version: string): void {
  const link = join(deployRoot, 'host', 'current');
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(version, temporary);
  renameSync(temporary, link);
}
