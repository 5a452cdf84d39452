import { onErrorReported } from 'shared-contracts/api';
import { SHARED_CONTRACTS_VERSION } from 'shared-contracts/registry';
import { matchRoute } from 'shared-contracts/routing';
import { environmentConfigForOrigin } from 'shared-contracts/platform';
import type { RemoteRelease } from 'shared-contracts/telemetry';
import { canaryGroupOf } from '../registry/canary-choice';
import { onRemoteLoad, remoteLoadsSoFar } from '../registry/remote-load-report';
import { currentRegistry } from '../registry/current-registry';
import { createFieldTelemetry, type FieldTelemetry } from './field-telemetry';
import { createTelemetryQueue } from './telemetry-queue';
import { pageViewToken } from './view-token';
import { startWebVitals } from './web-vitals';

let active: FieldTelemetry | undefined;

/** The page's field telemetry once started; nothing is recorded before (tests, the monolith). */
export function fieldTelemetry(): FieldTelemetry | undefined {
  return active;
}

function releaseOfRemote(remote: string): RemoteRelease | undefined {
  const entry = currentRegistry().remotes[remote];
  if (!entry) return undefined;
  return { remote, version: entry.version ?? 'unversioned', group: canaryGroupOf(remote) };
}

function releaseOf(route: string): RemoteRelease | undefined {
  const { remote } = matchRoute(currentRegistry(), { pathname: route, search: '' });
  return remote === null ? undefined : releaseOfRemote(remote);
}

/**
 * Starts the host's field telemetry (ADR 0020), sent to the environment's `telemetryEndpoint`
 * (ADR 0010; none where the build has no configuration for the page's origin): records go in
 * beacons when the page is hidden or after a short wait, reported messages are heard, and the web
 * vitals come from the `web-vitals` library, loaded once the page is idle (ADR 0058).
 */
export function startFieldTelemetry(
  initialRoute: string,
  endpoint = environmentConfigForOrigin(window.location.origin)?.telemetryEndpoint,
): FieldTelemetry | undefined {
  if (active || !endpoint) return active;
  const token = pageViewToken();
  const queue = createTelemetryQueue({
    version: SHARED_CONTRACTS_VERSION,
    endpoint,
    viewToken: token.current,
  });
  const telemetry = createFieldTelemetry({ queue, releaseOf, releaseOfRemote, initialRoute });
  active = telemetry;
  startWebVitals((name, value) => {
    telemetry.webVital(name, value);
    // Reported as the page is hidden, after the queue's own flush: sent at once.
    if (document.visibilityState === 'hidden') queue.flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', () => queue.flush());
  addEventListener('online', () => queue.flush());
  onErrorReported(telemetry.errorMessage);
  // The entry chunk starts the address's remote before the bootstrap starts this (ADR 0044): a load
  // that has already ended is recorded from the reports so far.
  for (const report of remoteLoadsSoFar()) telemetry.remoteLoad(report);
  onRemoteLoad(telemetry.remoteLoad);
  return telemetry;
}
