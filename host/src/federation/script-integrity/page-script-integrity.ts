import { currentRegistry } from '../registry/current-registry';
import { preloadIntegrityOf, type ScriptIntegrity } from './guard-script-integrity';
import { releaseIntegrityOf } from './release-integrity';

/**
 * The integrity of a file this page loads: a remote's, from its release in the registry (fetched
 * with CORS); otherwise the one the HTML's preload of it carries (the host's own chunks); otherwise
 * none.
 */
export function pageScriptIntegrityOf(url: string): ScriptIntegrity | undefined {
  // A file its release does not record gets an integrity no bytes have: the browser's console names
  // it as it refuses it, and a failed load of the remote tells why (load-remote.ts).
  const recorded = releaseIntegrityOf(currentRegistry(), url);
  if (recorded !== undefined) return { integrity: recorded, crossOrigin: 'anonymous' };
  return preloadIntegrityOf(url);
}
