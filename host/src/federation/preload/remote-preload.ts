import type { RemoteAppModule } from 'shared-contracts/startup';
import type { PageRef } from 'shared-contracts/routing';
import { loadRemoteApp } from '../registry/load-remote';
import { currentRegistry } from '../registry/current-registry';

const preloaded = new Set<string>();

/**
 * Starts loading a remote (its entry and exposed app) ahead of the navigation, so the route renders
 * without waiting on the remote's round trips. Called at start-up for the address being opened,
 * and from the route that usually precedes another once the user's intent is known (a card chosen
 * on the location selector preloads the remote of the page Continue opens): no remote is fetched
 * before some route is about to need it. Each remote is preloaded once; a failed preload is
 * forgotten (the runtime forgets its own record of it), so the area's own load tries again and
 * shows its boundary if the remote is really down.
 */
export function preloadRemote(
  remote: string | null,
  load: (key: string) => Promise<RemoteAppModule> = loadRemoteApp,
): void {
  if (remote === null || preloaded.has(remote)) return;
  preloaded.add(remote);
  load(remote).catch((error: unknown) => {
    preloaded.delete(remote);
    console.warn(`[remote ${remote}] preload failed`, error);
  });
}

/** Starts loading the remote that owns a page named by its remote and route id, if registered. */
export function preloadRemoteForPage(
  page: PageRef,
  load: (key: string) => Promise<RemoteAppModule> = loadRemoteApp,
): void {
  if (currentRegistry().remotes[page.remote] !== undefined) preloadRemote(page.remote, load);
}

/** For tests: nothing preloaded yet. */
export function resetPreloadedRemotes(): void {
  preloaded.clear();
}
