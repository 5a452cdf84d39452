export { createTelemetryReceiver, HEALTH_TOKEN_ENV, type ReceiverOptions } from './receiver';
export { TELEMETRY_ORIGIN, TELEMETRY_PORT } from './receiver-address';
export { createTelemetryStore, type TelemetryStore } from './telemetry-store';
export { releaseHealth, percentile, type ReleaseHealth } from './release-health';
export { forwardTo, type Forwarder } from './forward';
export { readOtlpLogs, type ReadLogs } from './read-otlp-logs';
export {
  signViewToken,
  verifyViewToken,
  viewClaimsFor,
  VIEW_TOKEN_SECRET_ENV,
  VIEW_TOKEN_TTL_MS,
  type ViewClaims,
} from './view-token';
export { healthTokenFrom, localTelemetrySecrets, type TelemetrySecrets } from './local-secrets';
export { createReleaseMetrics, RELEASE_METRICS, type ReleaseMetrics } from './release-metrics';
export { receiverFor } from './receiver-choice';
export { prometheusConfig } from './prometheus-config';
