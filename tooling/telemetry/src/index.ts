export { createTelemetryReceiver, type ReceiverOptions } from './receiver';
export { TELEMETRY_ORIGIN, TELEMETRY_PORT } from './receiver-address';
export { createTelemetryStore, type TelemetryStore } from './telemetry-store';
export { releaseHealth, percentile, type ReleaseHealth } from './release-health';
export { forwardTo, type Forwarder } from './forward';
export { readOtlpLogs, type ReadLogs } from './read-otlp-logs';
