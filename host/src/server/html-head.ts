// The host's `--html-head` module for static-server (host/package.json `serve`,
// scripts/serve-all.mjs): runs in the server, not in the browser.
import type { HtmlHeadFactory } from 'static-server';
import { cachedExposedScripts } from './exposed-scripts';
import { remotePagePreloads } from './remote-page-preloads';

/**
 * The app's HTML names the code of the remote that renders the address asked for, from the deploy
 * registry the server serves as `/remotes.json`: the browser fetches it with the host's own code,
 * instead of after the host has started and read the registry (ADR 0006).
 */
export const createHtmlHead: HtmlHeadFactory = ({ readRegistry }) => {
  const exposedScripts = cachedExposedScripts();
  return (pathname) => remotePagePreloads(pathname, readRegistry(), exposedScripts);
};
