import type {
  LoadOutcome,
  RemoteRelease,
  TelemetryRecord,
  WebVitalName,
} from 'shared-contracts/telemetry';
import type { AreaRender } from '../../startup/server-render-data';
import type { RemoteLoadReport } from '../registry/remote-load-report';
import type { TelemetryQueue } from './telemetry-queue';

export interface FieldTelemetry {
  pageView: (route: string) => void;
  remoteLoad: (report: RemoteLoadReport) => void;
  boundaryError: (route: string, error: unknown) => void;
  /** A message of spec section 8, as `reportError` reports it. */
  errorMessage: (message: string) => void;
  webVital: (vital: WebVitalName, value: number) => void;
  /** How the server's render of the page's remote area ended, and its time. */
  serverRender: (route: string, area: AreaRender) => void;
}

export interface FieldTelemetryOptions {
  queue: TelemetryQueue;
  /** The remote, version and group that render a route; none for the host's own pages. */
  releaseOf(route: string): RemoteRelease | undefined;
  /** The release of a remote by its key, for a load that happens before its route is shown. */
  releaseOfRemote(remote: string): RemoteRelease | undefined;
  /**
   * The route a record made between page views is about: by default the last page view's, else
   * `initialRoute` (the address the page was opened at, as the start-up read it).
   */
  currentRoute?: () => string;
  initialRoute?: string;
  now?: () => number;
}

// What tells one record from another; the time, route and release are added to each.
type RecordEvent = TelemetryRecord extends infer R
  ? R extends TelemetryRecord
    ? Omit<R, 'time' | 'route' | 'release'>
    : never
  : never;

/** The host's field telemetry: each record attributed to the remote and version it is about. */
/**
 * The error that was thrown, under the errors that wrap it: React wraps one thrown while it
 * hydrates (its "switched to client rendering") with the remote's own as its cause.
 */
function rootCauseOf(error: unknown): unknown {
  let cause = error;
  for (
    let depth = 0;
    depth < 5 && cause instanceof Error && cause.cause !== undefined;
    depth += 1
  ) {
    cause = cause.cause;
  }
  return cause;
}

export function createFieldTelemetry({
  queue,
  releaseOf,
  releaseOfRemote,
  initialRoute = '/',
  currentRoute,
  now = Date.now,
}: FieldTelemetryOptions): FieldTelemetry {
  let lastPageView = initialRoute;
  const routeNow = currentRoute ?? (() => lastPageView);
  const add = (event: RecordEvent, route: string, release: RemoteRelease | undefined) =>
    queue.add({ time: now(), route, ...(release ? { release } : {}), ...event } as TelemetryRecord);
  const on = (event: RecordEvent, route = routeNow()) => add(event, route, releaseOf(route));
  return {
    pageView: (route) => {
      lastPageView = route;
      on({ name: 'page_view' }, route);
    },
    remoteLoad: ({ remote, outcome, durationMs }) =>
      add(
        {
          name: 'remote_load',
          // Refused for its integrity or for its contracts: either way it did not run.
          outcome: (outcome.startsWith('refused') ? 'refused' : outcome) as LoadOutcome,
          durationMs: Math.round(durationMs),
        },
        routeNow(),
        releaseOfRemote(remote),
      ),
    boundaryError: (route, error) => {
      const cause = rootCauseOf(error);
      on(
        { name: 'boundary_error', message: cause instanceof Error ? cause.message : String(cause) },
        route,
      );
    },
    errorMessage: (message) => on({ name: 'error_message', message }),
    webVital: (vital, value) => on({ name: 'web_vital', vital, value }),
    serverRender: (route, { remote, outcome, durationMs }) =>
      add(
        { name: 'server_render', outcome, durationMs: Math.round(durationMs) },
        route,
        releaseOfRemote(remote),
      ),
  };
}
