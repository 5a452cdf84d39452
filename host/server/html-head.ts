// The host's `--html-head` module for static-server (host/package.json `serve`,
// scripts/serve-all.mjs): runs in the server, not in the browser.
import type { HtmlHeadFactory } from 'static-server';
import { cachedExposedCode } from './exposed-code';
import { hostPagePreloads, ownIntegrityIn, readBuildList } from './host-page-preloads';
import { remotePagePreloads, warmRemotePagePreloads } from './remote-page-preloads';

/**
 * The app's HTML names the code the address asked for needs beyond the start-up's: the host's lazy
 * code that page shows at once, or the remote that renders it, from the deploy registry the server
 * serves as `/remotes.json`. The browser fetches it with the host's own code, instead of after the
 * host has started (and read the registry) (ADR 0006).
 */
export const createHtmlHead: HtmlHeadFactory = ({ readRegistry, dir }) => {
  const exposedCode = cachedExposedCode();
  const ownIntegrityOf = ownIntegrityIn(dir);
  try {
    warmRemotePagePreloads(readRegistry(), exposedCode);
  } catch {
    // No registry yet: the first page of each remote reads its manifest.
  }
  return async (pathname, request) =>
    hostPagePreloads(pathname, () => readBuildList(dir, 'lazy-chunks.json'), ownIntegrityOf) +
    (await remotePagePreloads(
      pathname,
      readRegistry(),
      exposedCode,
      () => readBuildList(dir, 'shared-chunks.json'),
      ownIntegrityOf,
      request,
    ));
};
