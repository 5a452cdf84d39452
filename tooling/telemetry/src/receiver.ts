import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Forwarder } from './forward';
import { readOtlpLogs } from './read-otlp-logs';
import { releaseHealth } from './release-health';
import type { TelemetryStore } from './telemetry-store';

export interface ReceiverOptions {
  store: TelemetryStore;
  /** A copy of every accepted request goes on to an OTLP collector, when one is configured. */
  forward?: Forwarder;
  /** The largest body accepted, in bytes. */
  maxBytes?: number;
  /**
   * The origins of the platform's pages. Where given, records are counted only from a page of
   * one of them (its Origin header, which a browser sends with every POST); from another origin,
   * or with none, they are refused.
   */
  origins?: ReadonlySet<string>;
}

const DEFAULT_MAX_BYTES = 64 * 1024;

// The host's server forwards its `/telemetry/...` as it is; a collector-style client posts `/v1/logs`.
const LOGS_PATHS = new Set(['/v1/logs', '/telemetry/v1/logs']);
const HEALTH_PATHS = new Set(['/v1/health', '/telemetry/v1/health']);

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

class TooLarge extends Error {}

async function bodyOf(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function receiveLogs(req: IncomingMessage, res: ServerResponse, options: ReceiverOptions) {
  const { origin } = req.headers;
  if (options.origins && (origin === undefined || !options.origins.has(origin))) {
    answer(res, 403, { error: "Not counted: records come from the platform's own pages." });
    req.resume();
    return;
  }
  let text: string;
  try {
    text = await bodyOf(req, options.maxBytes ?? DEFAULT_MAX_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) {
      answer(res, 413, { error: 'The request is too large: send fewer records at a time.' });
      req.resume();
      return;
    }
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    answer(res, 400, { error: 'The body is not JSON: send OTLP/HTTP JSON logs.' });
    return;
  }
  const read = readOtlpLogs(body);
  if (!read) {
    answer(res, 400, { error: 'The body is not an OTLP logs request (resourceLogs missing).' });
    return;
  }
  options.store.add(read.records);
  options.forward?.(text);
  // OTLP's ExportLogsServiceResponse: a partial success names how many records were left out.
  answer(
    res,
    200,
    read.skipped === 0 ? {} : { partialSuccess: { rejectedLogRecords: read.skipped } },
  );
}

function health(url: URL, res: ServerResponse, options: ReceiverOptions) {
  const remote = url.searchParams.get('remote');
  if (!remote) {
    answer(res, 400, { error: 'Name the remote: /v1/health?remote=<key>[&since=<ms>].' });
    return;
  }
  const since = Number(url.searchParams.get('since') ?? 0);
  answer(res, 200, {
    remote,
    releases: releaseHealth(options.store.records(), remote, Number.isFinite(since) ? since : 0),
  });
}

/** The product's telemetry receiver: OTLP/HTTP JSON logs in, release health out. */
export function createTelemetryReceiver(options: ReceiverOptions): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'POST' && LOGS_PATHS.has(url.pathname)) {
      receiveLogs(req, res, options).catch(() => answer(res, 500, { error: 'Not stored.' }));
    } else if (req.method === 'GET' && HEALTH_PATHS.has(url.pathname)) {
      health(url, res, options);
    } else {
      answer(res, 404, { error: 'POST /v1/logs or GET /v1/health?remote=<key>.' });
    }
  });
}
