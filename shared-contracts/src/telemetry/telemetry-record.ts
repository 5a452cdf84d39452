/**
 * Field telemetry: what the host reports about each page view, attributed to the remote and version
 * that rendered it, and what the telemetry receiver reads back for `deploy watch` (ADR 0020).
 */

import type { CanaryGroup } from '../registry/canary-assignment';

export type { CanaryGroup };

/**
 * The group a page view's release came from: the canary's draw, or `override` when a tester pinned
 * the remote (ADR 0029); canary health leaves overridden views out.
 */
export type ReleaseGroup = CanaryGroup | 'override';

/** How loading a remote's code ended. */
export type LoadOutcome = 'ok' | 'failed' | 'timeout' | 'refused';

/** How the host's server rendered a page's remote area: itself, or left to the browser and why. */
export type ServerRenderOutcome = 'rendered' | 'no-server-build' | 'failed' | 'timeout';

export type WebVitalName = 'LCP' | 'INP' | 'CLS';

/** The remote and version a record is about; absent for the host's own pages. */
export interface RemoteRelease {
  remote: string;
  version: string;
  group: ReleaseGroup;
}

interface RecordBase {
  /** Milliseconds since the epoch. */
  time: number;
  /** The page's path, without its query. */
  route: string;
  release?: RemoteRelease;
}

export type TelemetryRecord =
  | (RecordBase & { name: 'page_view' })
  | (RecordBase & { name: 'remote_load'; outcome: LoadOutcome; durationMs: number })
  | (RecordBase & { name: 'boundary_error'; message: string })
  | (RecordBase & { name: 'error_message'; message: string })
  | (RecordBase & { name: 'web_vital'; vital: WebVitalName; value: number })
  | (RecordBase & { name: 'server_render'; outcome: ServerRenderOutcome; durationMs: number });

export type TelemetryEventName = TelemetryRecord['name'];

/** OTLP attribute keys: OpenTelemetry's own where one exists, ours under `vsg.`. */
export const TELEMETRY_ATTRIBUTES = {
  event: 'event.name',
  route: 'url.path',
  remote: 'vsg.remote',
  version: 'vsg.remote.version',
  group: 'vsg.remote.group',
  outcome: 'vsg.load.outcome',
  durationMs: 'vsg.load.duration_ms',
  vital: 'vsg.vital.name',
  value: 'vsg.vital.value',
  message: 'exception.message',
} as const;

/** The service name the host's records carry as their OTLP resource. */
export const TELEMETRY_SERVICE = 'guard-control-center-host';

/**
 * The resource attribute a beacon carries the page's view token under: what the host's server
 * signed for this browser and the releases it served, without which the receiver counts nothing.
 */
export const VIEW_TOKEN_ATTRIBUTE = 'vsg.view.token';

/** The name of the `<meta>` in the head of a page the host's server served that holds its token. */
export const VIEW_TOKEN_META = 'vsg-view-token';

/** The same-origin address a long-lived tab renews its view token at (`{ token }`). */
export const VIEW_TOKEN_PATH = '/view-token';
