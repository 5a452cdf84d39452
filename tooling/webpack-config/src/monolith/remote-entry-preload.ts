// The monolith build (MONOLITH=1) has the remotes' code in the host's own chunks: it preloads no
// remote entry. Webpack swaps the host's features/remotes/remote-entry-preload module for this one;
// its exports must match that module's.
export function preloadRemoteEntryForPath(
  _manifest: Promise<Response>,
  _pathname: string,
  _doc?: Document,
): Promise<void> {
  return Promise.resolve();
}
