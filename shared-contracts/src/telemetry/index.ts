export * from './telemetry-record';
export * from './otlp-logs';
