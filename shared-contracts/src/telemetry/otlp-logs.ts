import {
  TELEMETRY_ATTRIBUTES as KEY,
  TELEMETRY_SERVICE,
  VIEW_TOKEN_ATTRIBUTE,
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

/** Which attribute key each field of a record (and of its release) goes under. */
const KEY_OF_FIELD: Record<string, string> = { ...KEY, name: KEY.event };

// The time is the log record's own; every other field, and the release's, is an attribute.
function attributesOf({ time: _time, release, ...fields }: TelemetryRecord): OtlpAttribute[] {
  return Object.entries({ ...fields, ...release }).map(([field, value]) => ({
    key: KEY_OF_FIELD[field] ?? field,
    value: typeof value === 'number' ? { doubleValue: value } : { stringValue: value },
  }));
}

/**
 * The records as one OTLP/HTTP JSON logs request (`POST /v1/logs`), with the page's view token
 * where it has one (the receiver counts nothing without).
 */
export function toOtlpLogs(
  records: readonly TelemetryRecord[],
  version: string,
  viewToken?: string,
): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [
            { key: 'service.name', value: { stringValue: TELEMETRY_SERVICE } },
            ...(viewToken
              ? [{ key: VIEW_TOKEN_ATTRIBUTE, value: { stringValue: viewToken } }]
              : []),
          ],
        },
        scopeLogs: [
          {
            scope: { name: 'vsg.field', version },
            logRecords: records.map((record) => {
              // OTLP severity numbers: 17 ERROR (boundary_error, error_message), 9 INFO.
              const error = record.name.includes('error');
              return {
                timeUnixNano: `${Math.round(record.time)}000000`,
                eventName: record.name,
                severityNumber: error ? 17 : 9,
                severityText: error ? 'ERROR' : 'INFO',
                body: { stringValue: record.name },
                attributes: attributesOf(record),
              };
            }),
          },
        ],
      },
    ],
  };
}
