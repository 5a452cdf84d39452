import type {
  LoadOutcome,
  RemoteRelease,
  TelemetryRecord,
  WebVitalName,
} from 'shared-contracts/telemetry';
import type { RemoteLoadOutcome, RemoteLoadReport } from '../registry/remote-load-report';
import type { TelemetryQueue } from './telemetry-queue';

export interface FieldTelemetry {
  pageView(route: string): void;
  remoteLoad(report: RemoteLoadReport): void;
  boundaryError(route: string, error: unknown): void;
  /** A message of spec section 8, as `reportError` reports it. */
  errorMessage(message: string): void;
  webVital(vital: WebVitalName, value: number): void;
}

export interface FieldTelemetryOptions {
  queue: TelemetryQueue;
  /** The remote, version and group that render a route; none for the host's own pages. */
  releaseOf(route: string): RemoteRelease | undefined;
  /** The release of a remote by its key, for a load that happens before its route is shown. */
  releaseOfRemote(remote: string): RemoteRelease | undefined;
  currentRoute?: () => string;
  now?: () => number;
}

const loadOutcome = (outcome: RemoteLoadOutcome): LoadOutcome =>
  outcome === 'refused-integrity' || outcome === 'refused-incompatible' ? 'refused' : outcome;

/** The host's field telemetry: each record attributed to the remote and version it is about. */
export function createFieldTelemetry({
  queue,
  releaseOf,
  releaseOfRemote,
  currentRoute = () => window.location.pathname,
  now = Date.now,
}: FieldTelemetryOptions): FieldTelemetry {
  const add = (record: TelemetryRecord) => queue.add(record);
  const about = (route: string) => {
    const release = releaseOf(route);
    return { time: now(), route, ...(release ? { release } : {}) };
  };
  return {
    pageView: (route) => add({ ...about(route), name: 'page_view' }),
    remoteLoad({ remote, outcome, durationMs }) {
      const release = releaseOfRemote(remote);
      add({
        time: now(),
        route: currentRoute(),
        ...(release ? { release } : {}),
        name: 'remote_load',
        outcome: loadOutcome(outcome),
        durationMs: Math.round(durationMs),
      });
    },
    boundaryError: (route, error) =>
      add({
        ...about(route),
        name: 'boundary_error',
        message: error instanceof Error ? error.message : String(error),
      }),
    errorMessage: (message) => add({ ...about(currentRoute()), name: 'error_message', message }),
    webVital: (vital, value) => add({ ...about(currentRoute()), name: 'web_vital', vital, value }),
  };
}
