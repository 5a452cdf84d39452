import { sharedContractsMismatch } from 'shared-contracts/compatibility';
import type { RegistryRemote } from 'shared-contracts/startup';

export interface RemoteRefusal {
  outcome: 'refused-incompatible' | 'refused-integrity';
  reason: string;
}

/** An integrity the browser can check; anything else would let the script run unchecked. */
const CHECKABLE_INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether the host may load a remote at all, before anything is fetched: the remote's declared
 * shared-contracts range must accept the host's version (shared-contracts/compatibility: semver,
 * with the federation runtime's own range matcher), and an integrity, when the registry gives one,
 * must be one the browser can check. A remote that declares no range is accepted (the dev servers'
 * manifest declares none).
 */
export function refusalOf(
  key: string,
  remote: RegistryRemote,
  hostSharedContracts: string,
): RemoteRefusal | null {
  const named = remote.version ? `${key} ${remote.version}` : key;
  // The same check as deploy's promotion gate (shared-contracts/compatibility).
  const mismatch = sharedContractsMismatch(named, remote.sharedContracts, hostSharedContracts);
  if (mismatch !== null) return { outcome: 'refused-incompatible', reason: mismatch };
  if (remote.integrity !== undefined && !CHECKABLE_INTEGRITY.test(remote.integrity)) {
    return {
      outcome: 'refused-integrity',
      reason: `${named}: the registry's integrity "${remote.integrity}" cannot be checked by the browser`,
    };
  }
  return null;
}
