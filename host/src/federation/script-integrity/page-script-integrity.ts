import { currentRegistry } from '../registry/registry-store';
import { preloadIntegrityOf, type ScriptIntegrity } from './guard-script-integrity';
import { releaseIntegrityOf, UNRECORDED_INTEGRITY } from './release-integrity';

/**
 * The integrity of a file this page loads: a remote's, from its release in the registry (fetched
 * with CORS); otherwise the one the HTML's preload of it carries (the host's own chunks); otherwise
 * none.
 */
export function pageScriptIntegrityOf(url: string): ScriptIntegrity | undefined {
  const recorded = releaseIntegrityOf(currentRegistry(), url);
  if (recorded === UNRECORDED_INTEGRITY) {
    console.warn(`[remotes] ${url} is not among the files its release recorded: refused`);
  }
  if (recorded !== undefined) return { integrity: recorded, crossOrigin: 'anonymous' };
  return preloadIntegrityOf(url);
}
