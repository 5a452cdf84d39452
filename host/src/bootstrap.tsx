import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, PATHS } from 'shared-contracts';
import { App } from './app/app';
import { externalPageUrl } from './features/external/external-pages';
import { detectMobilePlatform } from './features/mobile/mobile-session';
import { fetchRemotesManifest } from './features/remotes/remotes-manifest';
import { registerRemotesFromManifest } from './features/remotes/remote-registry';
import { resolveEnvironment } from 'shared-contracts';

const environment = resolveEnvironment(window.location.origin);

configureApiClient({
  // platform.md section 3: 400/401 on the session call → sign-in with a return path.
  onSessionUnauthorized: () =>
    window.location.assign(
      externalPageUrl(environment, 'signin', { return_to: window.location.href }),
    ),
  // 401 on any other call → root.
  onUnauthorized: () => window.location.assign(PATHS.root),
});

const mobileSession = detectMobilePlatform(window.location.search, sessionStorage) !== null;

// Remotes are registered from the manifest of the moment; none is fetched until a route needs it.
registerRemotesFromManifest(await fetchRemotesManifest());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App mobileSession={mobileSession} />
    </StrictMode>,
  );
}
