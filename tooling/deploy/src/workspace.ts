// A remote says who it is in its own package.json (`remote`: its registry key and its origin per
// environment), so adding a remote or an environment never means editing deploy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { checkWith } from 'shared-contracts/registry-schema';
import { UsageError } from './command-line';

const originSchema = v.pipe(
  v.string('must be an origin'),
  v.url('must be an origin such as http://localhost:3001'),
  v.check((url) => new URL(url).origin === url, 'must be an origin alone, with no path or /'),
);

const packageJsonSchema = v.object({
  name: v.pipe(v.string('must be the package name'), v.nonEmpty('must be the package name')),
  version: v.pipe(v.string('must be a version'), v.nonEmpty('must be a version')),
  remote: v.optional(
    v.object(
      {
        key: v.pipe(
          v.string('must be the registry key'),
          v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case registry key such as settings'),
        ),
        origins: v.record(v.string(), originSchema, 'must map each environment to an origin'),
        fixture: v.optional(v.boolean('must be true or false')),
        smokePersona: v.optional(
          v.pipe(v.string('must be a sandbox-api persona'), v.nonEmpty('must be a persona')),
        ),
      },
      'must be { key, origins }',
    ),
  ),
});

/** A workspace package whose package.json has a `remote` field. */
export interface RemotePackage {
  /** The package name, also the folder of its versions under the deploy root. */
  name: string;
  version: string;
  dir: string;
  /** Its key in the registry (`/remotes.json`). */
  key: string;
  /** Where its versions are served, per environment. */
  origins: Readonly<Record<string, string>>;
  /** A test fixture (tooling/fixtures): released by its key only, never with the platform's. */
  fixture: boolean;
  /**
   * The sandbox-api persona the promotion gate's smoke sees its pages as, when the default one
   * cannot see them (the dashboard is a small-business owner's).
   */
  smokePersona?: string;
}

export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  remote?: RemotePackage;
}

/** The package folders pnpm-workspace.yaml lists (plain names and `folder/*`). */
export function workspaceDirs(repo: string): string[] {
  const yaml = readFileSync(join(repo, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  return list
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').replace(/^['"]|['"]$/g, ''))
    .filter((pattern) => pattern.length > 0)
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(join(repo, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => join(repo, pattern.slice(0, -2), entry.name))
        : [join(repo, pattern)],
    )
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** Reads one package.json; a bad `remote` field is refused naming the package and the field. */
export function readWorkspacePackage(dir: string): WorkspacePackage {
  const file = join(dir, 'package.json');
  const checked = checkWith(packageJsonSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) {
    throw new Error(`${file}: ${checked.problems.join('; ')}: fix it (tooling/deploy/README.md)`);
  }
  const { name, version, remote } = checked.value;
  return {
    name,
    version,
    dir,
    ...(remote
      ? {
          remote: {
            name,
            version,
            dir,
            key: remote.key,
            origins: remote.origins,
            fixture: remote.fixture ?? false,
            ...(remote.smokePersona ? { smokePersona: remote.smokePersona } : {}),
          },
        }
      : {}),
  };
}

export function workspacePackages(repo: string): WorkspacePackage[] {
  return workspaceDirs(repo).map(readWorkspacePackage);
}

/** Every remote of the workspace; two packages claiming one key are refused. */
export function remotePackages(repo: string): RemotePackage[] {
  const remotes = workspacePackages(repo).flatMap((pkg) => (pkg.remote ? [pkg.remote] : []));
  const seen = new Map<string, string>();
  for (const remote of remotes) {
    const other = seen.get(remote.key);
    if (other)
      throw new Error(
        `${other} and ${remote.name} both claim the remote key ${remote.key}: give one of them another remote.key in its package.json`,
      );
    seen.set(remote.key, remote.name);
  }
  return remotes;
}

/**
 * The platform's remotes: every remote but the test fixtures, which a spec releases by name and
 * puts back (`release --all`, npm start and host dev's registry leave them out).
 */
export function platformRemotes(repo: string): RemotePackage[] {
  return remotePackages(repo).filter((remote) => !remote.fixture);
}

/** The remote named by its package name or its key. */
export function findRemote(remotes: readonly RemotePackage[], name: string): RemotePackage {
  const found = remotes.find((remote) => remote.key === name || remote.name === name);
  if (!found) {
    // A test fixture is found by its name, but not offered: it is no remote of the platform's.
    const known = remotes
      .filter((remote) => !remote.fixture)
      .map((remote) => `${remote.key} (${remote.name})`)
      .join(', ');
    throw new UsageError(
      `unknown remote ${name}: name one of the workspace's remotes (${known || 'none'})`,
    );
  }
  return found;
}

/** Where a remote's versions are served in an environment. */
export function originOf(remote: RemotePackage, environment: string): string {
  const origin = remote.origins[environment];
  if (!origin) {
    throw new Error(
      `${remote.name} has no origin for ${environment}: add remote.origins.${environment} to its package.json`,
    );
  }
  return origin;
}
