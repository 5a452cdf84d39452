import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const REMOTE_PACKAGES = {
  settings: 'remote-settings',
  onboarding: 'remote-onboarding',
  dashboard: 'remote-dashboard',
} as const;

export type RemoteName = keyof typeof REMOTE_PACKAGES;

/** One released version of a remote, as the host reads it. */
export interface ReleasedVersion {
  version: string;
  /** URL of the version's remoteEntry.js (the host loads it directly: no manifest round trip). */
  entry: string;
  /** Subresource Integrity of the version's remoteEntry.js: the host's script carries it. */
  integrity: string;
  /** The shared-contracts range the version was built against (from its mf-manifest.json). */
  sharedContracts?: string;
}

export interface RegistryEntry extends ReleasedVersion {
  /** Versions this remote pointed at before, newest last (what a rollback returns to). */
  history: ReleasedVersion[];
}

/** The JSON the host fetches at start-up (served as /remotes.json), one per environment. */
export interface Registry {
  environment: string;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

export const isRemoteName = (value: string): value is RemoteName => value in REMOTE_PACKAGES;

export function emptyRegistry(environment: string): Registry {
  return { environment, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export function readRegistry(file: string, environment: string): Registry {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Registry)
    : emptyRegistry(environment);
}

/** Writes beside the target, then renames over it: readers see the old or the new file, never half. */
export function writeAtomically(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function sriOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const releasedVersionOf = ({
  version,
  entry,
  integrity,
  sharedContracts,
}: RegistryEntry): ReleasedVersion => ({
  version,
  entry,
  integrity,
  ...(sharedContracts === undefined ? {} : { sharedContracts }),
});

/**
 * The shared-contracts range a remote build needs, as its mf-manifest.json records it: the build
 * declares `^<major>.0.0` of the shared-contracts it was built against (webpack-config's shared
 * singletons). Undefined when the manifest names none.
 */
export function sharedContractsRangeOf(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null || !('shared' in manifest))
    return undefined;
  const { shared } = manifest;
  if (!Array.isArray(shared)) return undefined;
  for (const entry of shared) {
    if (
      typeof entry === 'object' &&
      entry !== null &&
      'name' in entry &&
      entry.name === 'shared-contracts' &&
      'requiredVersion' in entry &&
      typeof entry.requiredVersion === 'string'
    ) {
      return entry.requiredVersion;
    }
  }
  return undefined;
}

/** Points a remote at a version; the version it pointed at before goes on its history. */
export function publish(
  registry: Registry,
  remote: RemoteName,
  target: ReleasedVersion,
  now: Date,
): Registry {
  const current = registry.remotes[remote];
  const history = current ? [...current.history, releasedVersionOf(current)] : [];
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: { ...registry.remotes, [remote]: { ...target, history } },
  };
}

/** Points a remote back at the version before; throws when there is none. */
export function rollback(registry: Registry, remote: RemoteName, now: Date): Registry {
  const current = registry.remotes[remote];
  const previous = current?.history.at(-1);
  if (!current || !previous) throw new Error(`${remote} has no earlier version to roll back to`);
  return {
    ...registry,
    updatedAt: now.toISOString(),
    remotes: {
      ...registry.remotes,
      [remote]: { ...previous, history: current.history.slice(0, -1) },
    },
  };
}

/** One line per remote whose version changed. */
export function describeChange(before: Registry, after: Registry): string[] {
  return (Object.keys(REMOTE_PACKAGES) as RemoteName[]).flatMap((remote) => {
    const from = before.remotes[remote]?.version ?? 'none';
    const to = after.remotes[remote]?.version ?? 'none';
    return from === to ? [] : [`${remote}: ${from} -> ${to} (${after.environment})`];
  });
}
