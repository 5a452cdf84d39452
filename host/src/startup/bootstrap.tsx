import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getQueryClient } from 'shared-contracts/api';
import { resolveEnvironment } from 'shared-contracts/rules';
import { App } from '../app/app';
import { detectMobilePlatform } from '../features/mobile/mobile-session';
import { startRemotes } from '../federation/start-remotes';
import { startFieldTelemetry } from '../federation/telemetry/start-field-telemetry';
import { configureUnauthorizedRedirects } from '../features/session/unauthorized-redirects';
import { primeStartupQueries } from './startup-prime';

// platform.md section 3: 400/401 on the session call → sign-in with a return path; 401 elsewhere → root.
configureUnauthorizedRedirects(resolveEnvironment(window.location.origin));

// Before the remotes' later loads; a load the entry chunk's start has already ended is recorded
// from the reports so far.
startFieldTelemetry();

const mobileSession = detectMobilePlatform(window.location.search, sessionStorage) !== null;

// Remotes are registered from the manifest of the moment; none is fetched until a route needs it.
// The address being opened is such a route: its remote loads while the host checks the session,
// flags and location, instead of after them. The entry chunk has usually started this already.
await startRemotes(window.location.pathname);
// The start-up's answers go in the query cache first, so that the shell and the page render once,
// with their data, instead of a loading state at each level.
await primeStartupQueries(getQueryClient(), window.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App mobileSession={mobileSession} />
    </StrictMode>,
  );
}
