// Whether a host can load a remote built against a shared-contracts range. One check for both sides:
// the host runs it in the browser before it fetches anything of a remote (its remote-admission.ts),
// and deploy's promotion gate before a release reaches the registry (tooling/deploy/src/gate.ts),
// so a release the gate lets through is never one the host refuses, and the other way round.
import { satisfy } from '@module-federation/runtime';

/**
 * Why a host sharing shared-contracts `hostVersion` cannot load `named`, a remote that needs
 * `range`; null when it can. Semver, with the federation runtime's own matcher (the one that
 * negotiates the shared singletons). A remote that declares no range is accepted: the dev servers'
 * manifests declare none.
 */
export function sharedContractsMismatch(
  named: string,
  range: string | undefined,
  hostVersion: string,
): string | null {
  return sharedModuleMismatch(named, 'shared-contracts', range, hostVersion);
}

/**
 * Why `named`, which consumes the shared module `share` at `range` and brings no copy of it (a
 * remote's production build, webpack-config), cannot run on a host that provides it at
 * `hostVersion` (undefined: not at all); null when it can.
 */
export function sharedModuleMismatch(
  named: string,
  share: string,
  range: string | undefined,
  hostVersion: string | undefined,
): string | null {
  if (hostVersion === undefined) return `${named} needs ${share}, which the host does not provide`;
  if (range === undefined || satisfy(hostVersion, range)) return null;
  return `${named} needs ${share} ${range}, the host has ${hostVersion}`;
}
