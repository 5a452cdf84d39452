import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRouteManifest, type RouteManifest } from 'shared-contracts/registry-schema';
import { containerNameOf, sharedContractsRangeOf } from './registry';
import { messageOf } from './message-of';

/** What a release takes from a remote's build besides its files. */
export interface RemoteBuild {
  /** The build's route-manifest.json: what the remote serves, copied into its registry entry. */
  manifest: RouteManifest;
  /** The shared-contracts range its mf-manifest.json declares. */
  sharedContracts?: string;
}

function readJson(file: string, what: string): unknown {
  if (!existsSync(file)) throw new Error(`${what} is missing (${file}): build the remote first`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${what} is not JSON (${messageOf(error)}): build the remote again`, {
      cause: error,
    });
  }
}

/**
 * Reads and checks a remote's build before anything of it is stored: a missing or bad route manifest
 * refuses the release, naming the field, and the registry is left as it was.
 */
export function readRemoteBuild(packageName: string, buildDir: string): RemoteBuild {
  const checked = checkRouteManifest(
    readJson(join(buildDir, 'route-manifest.json'), `${packageName}'s route-manifest.json`),
  );
  if (!checked.ok) {
    throw new Error(
      `${packageName}'s route-manifest.json: ${checked.problems.join('; ')}: fix the remote's route table and build it again`,
    );
  }
  const federation = readJson(
    join(buildDir, 'mf-manifest.json'),
    `${packageName}'s mf-manifest.json`,
  );
  const container = containerNameOf(federation);
  // The host loads `<name>/app` from the entry: a manifest naming another container would never load.
  if (container !== undefined && container !== checked.value.name) {
    throw new Error(
      `${packageName}'s route-manifest.json: name is ${checked.value.name}, but its remoteEntry.js is the container ${container}: build the remote again`,
    );
  }
  const sharedContracts = sharedContractsRangeOf(federation);
  return {
    manifest: checked.value,
    ...(sharedContracts === undefined ? {} : { sharedContracts }),
  };
}
