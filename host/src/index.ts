import { startRemotesManifestRequest } from './features/remotes/remotes-manifest-request';

// Where the remotes live is fetched while the app's code downloads, not after.
startRemotesManifestRequest();

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
