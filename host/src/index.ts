import { preloadRemoteEntryForPath } from './features/remotes/remote-entry-preload';
import { startRemotesManifestRequest } from './features/remotes/remotes-manifest-request';
import { ensureStartupRequests } from './features/startup/startup-requests';

// While the app's code downloads, not after it: where the remotes live, then the entry of the
// remote that renders the address being opened; and the start-up calls (session, locations, flags,
// the location's subscription and status), unless the start-up script has started them.
const manifest = startRemotesManifestRequest();
void preloadRemoteEntryForPath(manifest.response, window.location.pathname);
void ensureStartupRequests(window.location.pathname);

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
