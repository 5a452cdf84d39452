import {
  TELEMETRY_ATTRIBUTES as KEY,
  TELEMETRY_SERVICE,
  type TelemetryRecord,
} from './telemetry-record';

/** OTLP/HTTP JSON `AnyValue`, as the spec encodes it (64-bit integers as strings). */
export type OtlpValue =
  { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };

export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

export interface OtlpLogRecord {
  timeUnixNano: string;
  eventName: string;
  severityNumber: number;
  severityText: string;
  body: OtlpValue;
  attributes: OtlpAttribute[];
}

export interface OtlpLogsRequest {
  resourceLogs: {
    resource: { attributes: OtlpAttribute[] };
    scopeLogs: { scope: { name: string; version: string }; logRecords: OtlpLogRecord[] }[];
  }[];
}

const text = (key: string, value: string): OtlpAttribute => ({
  key,
  value: { stringValue: value },
});
const number = (key: string, value: number): OtlpAttribute => ({
  key,
  value: { doubleValue: value },
});

// OTLP severity numbers: 9 INFO, 17 ERROR.
const severityOf = (record: TelemetryRecord) =>
  record.name === 'boundary_error' || record.name === 'error_message'
    ? { severityNumber: 17, severityText: 'ERROR' }
    : { severityNumber: 9, severityText: 'INFO' };

function attributesOf(record: TelemetryRecord): OtlpAttribute[] {
  const attributes = [text(KEY.event, record.name), text(KEY.route, record.route)];
  if (record.release) {
    attributes.push(
      text(KEY.remote, record.release.remote),
      text(KEY.version, record.release.version),
      text(KEY.group, record.release.group),
    );
  }
  switch (record.name) {
    case 'remote_load':
      attributes.push(text(KEY.outcome, record.outcome), number(KEY.durationMs, record.durationMs));
      break;
    case 'boundary_error':
    case 'error_message':
      attributes.push(text(KEY.message, record.message));
      break;
    case 'web_vital':
      attributes.push(text(KEY.vital, record.vital), number(KEY.value, record.value));
      break;
    case 'page_view':
      break;
  }
  return attributes;
}

/** The records as one OTLP/HTTP JSON logs request (`POST /v1/logs`). */
export function toOtlpLogs(records: readonly TelemetryRecord[], version: string): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: { attributes: [text('service.name', TELEMETRY_SERVICE)] },
        scopeLogs: [
          {
            scope: { name: 'vsg.field', version },
            logRecords: records.map((record) => ({
              timeUnixNano: `${Math.round(record.time)}000000`,
              eventName: record.name,
              ...severityOf(record),
              body: { stringValue: record.name },
              attributes: attributesOf(record),
            })),
          },
        ],
      },
    ],
  };
}
