// No imports: read by the remote areas and the host's server.

/** Marks the `<link rel="preload">` the host's server wrote into the HTML for a remote (its key). */
export const PAGE_PRELOAD_ATTRIBUTE = 'data-remote-preload';

/**
 * Whether this page's HTML preloads `key`'s code. Such a preload is the page's copy of that code
 * for as long as the page lives: had it failed, a later load of the same script would meet the same
 * failure, so only a new page loads it afresh.
 */
export function hasPagePreloads(key: string, doc: Document = document): boolean {
  return doc.querySelector(`link[rel="preload"][${PAGE_PRELOAD_ATTRIBUTE}="${key}"]`) !== null;
}
