import { SHARED_CONTRACTS_VERSION, findRemoteForPath } from 'shared-contracts/startup';
import { applyEntryIntegrity } from './entry-integrity-attributes';
import { isPreloaded } from './page-preloads';
import { refusalOf } from './remote-admission';
import { parseRemotesManifest } from './remotes-manifest';

/**
 * Once the remotes manifest has arrived, the browser starts downloading the entry of the remote
 * that renders `pathname` (a `<link rel="preload">` fetched as the federation runtime's script will
 * be), while the host's own code is still downloading. Host routes preload nothing, nor does a
 * remote the host will refuse (remote-admission); a manifest that cannot be read is left for the
 * app to report.
 */
export async function preloadRemoteEntryForPath(
  manifest: Promise<Response>,
  pathname: string,
  doc: Document = document,
): Promise<void> {
  const key = findRemoteForPath(pathname);
  if (key === null) return;
  let body: unknown;
  try {
    const response = await manifest;
    if (!response.ok) return;
    // A copy: the app reads the manifest itself.
    body = await response.clone().json();
  } catch {
    return;
  }
  const remote = parseRemotesManifest(body).remotes[key];
  if (remote === undefined || refusalOf(key, remote, SHARED_CONTRACTS_VERSION) !== null) return;
  // The host's server usually names it in the HTML already (src/server).
  if (isPreloaded(remote.entry, doc)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = remote.entry;
  applyEntryIntegrity(link, remote.integrity);
  doc.head.append(link);
}
