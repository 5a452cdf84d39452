import * as v from 'valibot';
import {
  TELEMETRY_ATTRIBUTES as KEY,
  type ReleaseGroup,
  type LoadOutcome,
  type ServerRenderOutcome,
  type TelemetryRecord,
  type WebVitalName,
  VIEW_TOKEN_ATTRIBUTE,
} from 'shared-contracts/telemetry';

const AnyValue = v.union([
  v.object({ stringValue: v.string() }),
  v.object({ intValue: v.union([v.string(), v.number()]) }),
  v.object({ doubleValue: v.number() }),
  v.object({ boolValue: v.boolean() }),
]);
const Attributes = v.optional(v.array(v.object({ key: v.string(), value: AnyValue })), []);
const LogRecord = v.object({
  timeUnixNano: v.optional(v.union([v.string(), v.number()])),
  attributes: Attributes,
});
const LogsRequest = v.object({
  resourceLogs: v.array(
    v.object({
      resource: v.optional(v.object({ attributes: Attributes }), { attributes: [] }),
      scopeLogs: v.optional(
        v.array(v.object({ logRecords: v.optional(v.array(LogRecord), []) })),
        [],
      ),
    }),
  ),
});

type Values = Map<string, string | number | boolean>;

function valuesOf(attributes: v.InferOutput<typeof Attributes>): Values {
  const values: Values = new Map();
  for (const { key, value } of attributes) {
    if ('stringValue' in value) values.set(key, value.stringValue);
    else if ('intValue' in value) values.set(key, Number(value.intValue));
    else if ('doubleValue' in value) values.set(key, value.doubleValue);
    else values.set(key, value.boolValue);
  }
  return values;
}

const textOf = (values: Values, key: string) => {
  const value = values.get(key);
  return typeof value === 'string' ? value : undefined;
};
const numberOf = (values: Values, key: string) => {
  const value = values.get(key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};
const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined) =>
  allowed.find((candidate) => candidate === value);

const GROUPS: readonly ReleaseGroup[] = ['stable', 'candidate', 'override'];
const OUTCOMES: readonly LoadOutcome[] = ['ok', 'failed', 'timeout', 'refused'];
const VITALS: readonly WebVitalName[] = ['LCP', 'INP', 'CLS'];
const RENDER_OUTCOMES: readonly ServerRenderOutcome[] = [
  'rendered',
  'no-server-build',
  'failed',
  'timeout',
];

function recordOf(time: number, values: Values): TelemetryRecord | undefined {
  const route = textOf(values, KEY.route) ?? '';
  const remote = textOf(values, KEY.remote);
  const version = textOf(values, KEY.version);
  const group = oneOf(GROUPS, textOf(values, KEY.group));
  const base = {
    time,
    route,
    ...(remote && version && group ? { release: { remote, version, group } } : {}),
  };
  const message = textOf(values, KEY.message) ?? '';
  switch (textOf(values, KEY.event)) {
    case 'page_view':
      return { ...base, name: 'page_view' };
    case 'remote_load': {
      const outcome = oneOf(OUTCOMES, textOf(values, KEY.outcome));
      const durationMs = numberOf(values, KEY.durationMs);
      return outcome && durationMs !== undefined
        ? { ...base, name: 'remote_load', outcome, durationMs }
        : undefined;
    }
    case 'server_render': {
      const outcome = oneOf(RENDER_OUTCOMES, textOf(values, KEY.outcome));
      const durationMs = numberOf(values, KEY.durationMs);
      return outcome && durationMs !== undefined
        ? { ...base, name: 'server_render', outcome, durationMs }
        : undefined;
    }
    case 'boundary_error':
      return { ...base, name: 'boundary_error', message };
    case 'error_message':
      return { ...base, name: 'error_message', message };
    case 'web_vital': {
      const vital = oneOf(VITALS, textOf(values, KEY.vital));
      const value = numberOf(values, KEY.value);
      return vital && value !== undefined
        ? { ...base, name: 'web_vital', vital, value }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The records of one resource, and the view token it carries (`VIEW_TOKEN_ATTRIBUTE`). */
export interface ReadResource {
  token: string | undefined;
  records: TelemetryRecord[];
}

export interface ReadLogs {
  resources: ReadResource[];
  /** Log records that are not one of ours (another event, a missing attribute). */
  skipped: number;
}

/**
 * The telemetry records in an OTLP/HTTP JSON logs request; `undefined` when the body is not one.
 * Log records that are not ours are counted and left out, so one bad record loses no others.
 */
export function readOtlpLogs(body: unknown, now = Date.now()): ReadLogs | undefined {
  const parsed = v.safeParse(LogsRequest, body);
  if (!parsed.success) return undefined;
  const read: ReadLogs = { resources: [], skipped: 0 };
  for (const resource of parsed.output.resourceLogs) {
    const records: TelemetryRecord[] = [];
    read.resources.push({
      token: textOf(valuesOf(resource.resource.attributes), VIEW_TOKEN_ATTRIBUTE),
      records,
    });
    for (const scope of resource.scopeLogs) {
      for (const log of scope.logRecords) {
        const nanos = Number(log.timeUnixNano ?? 0);
        const time = nanos > 0 ? Math.round(nanos / 1e6) : now;
        const record = recordOf(time, valuesOf(log.attributes));
        if (record) records.push(record);
        else read.skipped += 1;
      }
    }
  }
  return read;
}
