import { EMPTY_REGISTRY, type RemotesRegistry } from 'shared-contracts/startup';

// The registry this page load read: where each remote lives and what it serves. Kept apart from
// the federation runtime's registration so that routing and statistics read it alone.

let registry: RemotesRegistry = EMPTY_REGISTRY;
/** Whether the registry could be read at all: without it no address can be told to be a 404. */
let registryRead = false;

/** The registry of this page load (empty until it has been read). */
export function currentRegistry(): RemotesRegistry {
  return registry;
}

/** False when the registry could not be read, so every remote address is unknown, not missing. */
export function isRegistryRead(): boolean {
  return registryRead;
}

/** Keeps the registry this page load read; null when it could not be read. */
export function setRegistry(read: RemotesRegistry | null): void {
  registry = read ?? EMPTY_REGISTRY;
  registryRead = read !== null;
}
