import type { RemotesRegistry } from 'shared-contracts/startup';

/**
 * What a file of a release that records its scripts, but not that file, is given: a well-formed
 * digest no bytes have, so the browser refuses it as it refuses a tampered one (an unknown file is
 * never run, ADR 0027).
 */
export const UNRECORDED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

/** `url` without its query and fragment, which do not name another file. */
const fileUrl = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

/**
 * The integrity the file at `url` must have, when it belongs to a release in `registry` that records
 * its scripts (`scriptIntegrity`, by the path beside remoteEntry.js): the recorded one, or
 * UNRECORDED_INTEGRITY for a file it does not name. A release that records nothing (released
 * before it) has its entry's integrity alone (`integrity`), and its other files load unchecked, as
 * they always did. Undefined for every other URL: the host's own files.
 */
export function releaseIntegrityOf(registry: RemotesRegistry, url: string): string | undefined {
  const file = fileUrl(url);
  for (const { entry, integrity, scriptIntegrity } of Object.values(registry.remotes)) {
    if (scriptIntegrity === undefined) {
      if (file === entry) return integrity;
      continue;
    }
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    if (file.startsWith(folder))
      return scriptIntegrity[file.slice(folder.length)] ?? UNRECORDED_INTEGRITY;
  }
  return undefined;
}
