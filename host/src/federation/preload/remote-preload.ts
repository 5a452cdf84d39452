import { remoteForPath, type RemoteAppModule } from 'shared-contracts/startup';
import { currentRegistry } from '../registry/registry-store';
import { loadRemoteApp } from '../registry/remote-registry';

const preloaded = new Set<string>();

/**
 * Starts loading the remote that owns `path` (its entry and exposed app) ahead of the navigation, so
 * the route renders without waiting on the remote's round trips. Called at start-up for the address
 * being opened, and from the route that usually precedes another once the user's intent is known (a
 * card chosen on the location selector): no remote is fetched before some route is about to need it. Each remote is preloaded
 * once; a failed preload is forgotten (the runtime forgets its own record of it), so the area's own
 * load tries again and shows its boundary if the remote is really down.
 */
export function preloadRemoteForPath(
  path: string,
  load: (key: string) => Promise<RemoteAppModule> = loadRemoteApp,
): void {
  const remote = remoteForPath(currentRegistry(), path);
  if (!remote || preloaded.has(remote)) return;
  preloaded.add(remote);
  load(remote).catch((error: unknown) => {
    preloaded.delete(remote);
    console.warn(`[remote ${remote}] preload failed`, error);
  });
}

/** For tests: nothing preloaded yet. */
export function resetPreloadedRemotes(): void {
  preloaded.clear();
}
