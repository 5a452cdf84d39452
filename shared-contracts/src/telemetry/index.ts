export * from './telemetry-record';
export * from './otlp-logs';
export type * from './composition-snapshot';
