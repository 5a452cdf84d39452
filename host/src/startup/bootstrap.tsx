import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiClientOf, getQueryClient, sessionQuery } from 'shared-contracts/api';
import { resolveEnvironment } from 'shared-contracts/rules';
import type { RouteUrl } from 'shared-contracts/routing';
import { App } from '../app/app';
import { detectMobilePlatform } from '../features/mobile/mobile-session';
import { loadedRemoteApp } from '../federation/registry/load-remote';
import { startRemotes } from '../federation/start-remotes';
import { fieldTelemetry, startFieldTelemetry } from '../federation/telemetry/start-field-telemetry';
import { configureUnauthorizedRedirects } from '../features/session/unauthorized-redirects';
import { loadServerRenderedPage, primeStartupQueries, settledOrLate } from './startup-prime';
import {
  CLIENT_AREA_DIGEST,
  SERVER_ERROR_DIGEST,
  serverRenderData,
  serverRenderNonce,
} from './server-render-data';
import { loadHostCode } from '../app/host-lazy-code';
import { holdTapsForArea, replayCapturedTaps } from './tap-capture';

/** How long a server-rendered page waits for its remote and page load before it hydrates. */
const HYDRATION_WAIT_MS = 10_000;

/** The digest React gives an error the server's render reported (its `onError`'s answer). */
const digestOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, 'digest') : undefined;

/** Its effect runs once the app has hydrated the server's HTML: the taps held until then go in. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => replayCapturedTaps('root'), []);
  return children;
}

/**
 * The last step of the start-up (index.ts), once the shared singletons are negotiated: the API
 * client's redirects, the field telemetry, then the first navigation (the start-up's answers in
 * the query cache, the page's guard and loader), then the first render.
 */
export async function bootstrap(url: RouteUrl): Promise<void> {
  // platform.md section 3: 400/401 on the session call → sign-in with a return path; 401 elsewhere → root.
  configureUnauthorizedRedirects(resolveEnvironment(window.location.origin));

  // Before the remotes' later loads; a load the entry chunk's start has already ended is recorded
  // from the reports so far.
  startFieldTelemetry(url.pathname);

  const mobileSession = detectMobilePlatform(url.search, sessionStorage) !== null;

  const rendered = serverRenderData();
  // The server's cache first: the page load below then finds the data it rendered with.
  if (rendered) {
    // The tester's overrides the server refused, said where the tester looks, as the browser does.
    for (const message of rendered.refusedOverrides) console.warn(message);
    hydrate(getQueryClient(), rendered.queries);
    // The session the server read carries the CSRF token every write of this page sends.
    const session = getQueryClient().getQueryData(sessionQuery().queryKey);
    if (session) apiClientOf(getQueryClient()).setCsrfToken(session.csrfToken);
  }

  // The entry chunk has started this; its remote loads while the host checks the session.
  await startRemotes(url);
  if (rendered) {
    if (rendered.area) fieldTelemetry()?.serverRender(url.pathname, rendered.area);
    // The page's guard and loader on the server's cache, and the host page's own lazy code, and
    // nothing more before it hydrates.
    await Promise.all([
      loadServerRenderedPage(
        getQueryClient(),
        url,
        HYDRATION_WAIT_MS,
        rendered.area?.outcome === 'rendered',
      ),
      settledOrLate(loadHostCode(rendered.hostCode), HYDRATION_WAIT_MS),
    ]);
  } else {
    // The start-up's answers go in the query cache and the first page's guard and loader run on
    // them, so that the shell and the page render once, with their data.
    await primeStartupQueries(getQueryClient(), url);
  }

  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <App mobileSession={mobileSession} nonce={serverRenderNonce()} />
    </StrictMode>
  );
  // The area the server rendered needs its remote's code to hydrate: where that failed to load, the
  // browser renders the page itself, its area's boundary in it, rather than mismatch the server's.
  const area = rendered?.area;
  const areaCodeMissing =
    area?.outcome === 'rendered' && loadedRemoteApp(area.remote) === undefined;
  if (rendered && !areaCodeMissing) {
    // The area hydrates after the root, in a boundary of its own: the held taps wait for it.
    if (area?.outcome === 'rendered') holdTapsForArea();
    // In a transition, so that React yields to the browser as it hydrates (ADR 0055).
    startTransition(() => {
      hydrateRoot(root, <Hydrated>{app}</Hydrated>, {
        onRecoverableError: (error) => {
          const digest = digestOf(error);
          // An area the server left to the browser: its outcome is reported above.
          if (digest === CLIENT_AREA_DIGEST) return;
          if (digest === SERVER_ERROR_DIGEST) {
            console.warn('[server render] rendered by the browser instead', error);
            return;
          }
          // An error the app threw as it hydrated (React's wrapper has it as its cause): the error
          // boundary that caught it shows and reports it.
          if (error instanceof Error && error.cause !== undefined) {
            console.warn('[hydration] the render threw; its boundary shows it', error.cause);
            return;
          }
          // Any mismatch is a defect: said on the console, which the tests fail on, and to telemetry.
          console.error('[hydration]', error);
          fieldTelemetry()?.boundaryError(url.pathname, error);
        },
      });
    });
  } else {
    createRoot(root).render(<Hydrated>{app}</Hydrated>);
  }
}
