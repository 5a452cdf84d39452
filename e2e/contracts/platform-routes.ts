// The three remotes' route tables as the registry carries them, keyed as deploy releases them
// (each package.json's `remote.key`): what the contract tests resolve addresses and pages with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable as dashboard } from 'remote-dashboard/route-table';
import { routeTable as onboarding } from 'remote-onboarding/route-table';
import { routeTable as settings } from 'remote-settings/route-table';
import type { RemotesRegistry } from 'shared-contracts/registry';
import { routeManifestOf, type RouteTable } from 'shared-contracts/routing';

const keyOf = (pkg: string): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(join(__dirname, '..', '..', pkg, 'package.json'), 'utf8'),
  );
  const key: unknown =
    typeof manifest === 'object' && manifest !== null
      ? Reflect.get(Reflect.get(manifest, 'remote') ?? {}, 'key')
      : undefined;
  if (typeof key !== 'string') throw new Error(`${pkg} has no remote key`);
  return key;
};

export const ROUTE_TABLES: Record<string, RouteTable> = {
  [keyOf('remote-settings')]: settings,
  [keyOf('remote-onboarding')]: onboarding,
  [keyOf('remote-dashboard')]: dashboard,
};

/** The registry a release of the three remotes makes (no requests: those need a build). */
export const PLATFORM_REGISTRY: RemotesRegistry = {
  schemaVersion: 2,
  remotes: Object.fromEntries(
    Object.entries(ROUTE_TABLES).map(([key, table]) => [
      key,
      { ...routeManifestOf(table), entry: `http://${key}.test/remoteEntry.js` },
    ]),
  ),
};
