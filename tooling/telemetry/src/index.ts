export {
  createTelemetryReceiver,
  TELEMETRY_ORIGIN,
  TELEMETRY_PORT,
  type ReceiverOptions,
} from './receiver';
export { createTelemetryStore, type TelemetryStore } from './telemetry-store';
export { releaseHealth, percentile, type ReleaseHealth } from './release-health';
export { forwardTo, type Forwarder } from './forward';
export { readOtlpLogs, type ReadLogs } from './read-otlp-logs';
