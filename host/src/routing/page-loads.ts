import { createPageLoads } from 'shared-contracts/routing';
import { loadedRemoteApp, loadRemoteApp } from '../federation/registry/load-remote';
import { pathOfPage } from './page-path';

/**
 * Why each remote that failed to load did, until Retry: its pages show the boundary at once on
 * every later navigation, as one failed load, rather than waiting out a load of their own again.
 */
const failures = new Map<string, unknown>();

function moduleOf(remote: string) {
  const loaded = loadedRemoteApp(remote);
  if (loaded !== undefined) return loaded;
  if (failures.has(remote)) return Promise.reject(failures.get(remote));
  return loadRemoteApp(remote).catch((error: unknown) => {
    failures.set(remote, error);
    throw error;
  });
}

/**
 * The page loads of this page: each remote page's guard and loader, run once per navigation from
 * the remote's route table (its loaded module).
 */
export const pageLoads = createPageLoads({ moduleOf, pathOf: pathOfPage });

/** Retry: the remote's next page load loads it afresh. */
export function forgetRemoteFailure(remote: string): void {
  failures.delete(remote);
}

/** For tests: no remote failed. */
export function resetRemoteFailures(): void {
  failures.clear();
}
