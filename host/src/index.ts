import { preloadRemoteEntryForPath } from './features/remotes/remote-entry-preload';
import { startRemotesManifestRequest } from './features/remotes/remotes-manifest-request';
import { ensureStartupRequests } from './features/startup/startup-requests';

// While the app's code downloads, not after it: where the remotes live, then the entry of the
// remote that renders the address being opened; and the start-up calls (session, locations, flags,
// the location's subscription and status), unless the start-up script has started them.
const manifest = startRemotesManifestRequest();
void preloadRemoteEntryForPath(manifest.response, window.location.pathname);
void ensureStartupRequests(window.location.pathname);

// The libraries the app is built on, each run as soon as its code has arrived (react-dom, and ui with
// Chakra's system, are most of a phone's start-up work): while the app's own code still downloads,
// instead of all of it after the last byte. The HTML preloads their files first, in this order
// (StartupPreloadPlugin). A failed download fails the bootstrap's import below too, which reports it.
const ignore = () => undefined;
import('react-dom/client').catch(ignore);
import('ui').catch(ignore);
import('@tanstack/react-query').catch(ignore);
import('app-router').catch(ignore);
import('shared-contracts').catch(ignore);

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
