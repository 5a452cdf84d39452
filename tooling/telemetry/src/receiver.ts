import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { TelemetryRecord } from 'shared-contracts/telemetry';
import type { Forwarder } from './forward';
import { createRateLimit, type RateLimit } from './rate-limit';
import { readOtlpLogs, type ReadResource } from './read-otlp-logs';
import { releaseHealth } from './release-health';
import type { ReleaseMetrics } from './release-metrics';
import type { TelemetryStore } from './telemetry-store';
import { verifyViewToken } from './view-token';

/** The variable `deploy watch` and the receiver read the health endpoint's token from. */
export const HEALTH_TOKEN_ENV = 'VSG_HEALTH_TOKEN';

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
  /**
   * The secret the host's server signs view tokens with. Where given, a record counts only under a
   * valid token whose claims name its release; every other one goes to `uncounted`, never counted.
   */
  viewTokenSecret?: string;
  /** Where records not counted are kept apart, with why. */
  uncounted?: TelemetryStore;
  /** Where given, the health endpoint answers only a request with it (`Authorization: Bearer`). */
  healthToken?: string;
  /**
   * Release health as Prometheus metrics, at `GET /metrics` (with the health token): what
   * `deploy watch --prometheus` reads once Prometheus has scraped every receiver.
   */
  metrics?: ReleaseMetrics;
  /** Requests per minute from one browser (by its token) and from one address. */
  limits?: { perBrowser: number; perAddress: number };
}

export const DEFAULT_LIMITS = { perBrowser: 60, perAddress: 600 } as const;

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

interface Limits {
  browser: RateLimit;
  address: RateLimit;
}

/**
 * The address a request comes from: the socket's, or, from a proxy on this machine (the host's
 * server, nginx), the one it names last in `X-Forwarded-For`, which it set itself.
 */
function addressOf(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? '';
  const loopback = socket === '127.0.0.1' || socket === '::1' || socket === '::ffff:127.0.0.1';
  const forwarded = req.headers['x-forwarded-for'];
  const named = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return loopback && named ? named : socket;
}

async function receiveLogs(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReceiverOptions,
  limits: Limits,
) {
  const { origin } = req.headers;
  if (options.origins && (origin === undefined || !options.origins.has(origin))) {
    answer(res, 403, { error: "Not counted: records come from the platform's own pages." });
    req.resume();
    return;
  }
  if (!limits.address.allow(addressOf(req))) {
    answer(res, 429, { error: 'Too many records from this address: send them later.' });
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
  const receivedAt = Date.now();
  const checked = read.resources.map((resource) => ({ resource, ...countedOf(resource, options) }));
  const browsers = new Set(checked.flatMap(({ browser }) => (browser ? [browser] : [])));
  if (![...browsers].every((browser) => limits.browser.allow(browser, receivedAt))) {
    answer(res, 429, { error: 'Too many records from this browser: send them later.' });
    return;
  }
  let uncounted = 0;
  let problem: string | undefined;
  for (const { counted, apart, browser, why } of checked) {
    options.store.add(counted, { receivedAt, ...(browser ? { browser } : {}) });
    // Without tokens (no secret) a request stands for a browser of its own.
    options.metrics?.add(counted, browser ?? randomUUID());
    if (apart.length > 0) {
      options.uncounted?.add(apart, { receivedAt, uncounted: why ?? 'not counted' });
      uncounted += apart.length;
      problem ??= why;
    }
  }
  options.forward?.(text);
  // OTLP's ExportLogsServiceResponse: a partial success names how many records were left out.
  const rejected = read.skipped + uncounted;
  answer(
    res,
    200,
    rejected === 0
      ? {}
      : {
          partialSuccess: {
            rejectedLogRecords: rejected,
            ...(problem ? { errorMessage: `Not counted: ${problem}.` } : {}),
          },
        },
  );
}

/**
 * Which of a resource's records are stored: with no secret, all of them; with one, those under a
 * valid view token whose claims name their release, or that name a tester's pin (group `override`,
 * which release health never counts).
 */
function countedOf(
  { token, records }: ReadResource,
  options: ReceiverOptions,
): { counted: TelemetryRecord[]; apart: TelemetryRecord[]; browser?: string; why?: string } {
  if (options.viewTokenSecret === undefined) return { counted: records, apart: [] };
  const check = verifyViewToken(token, options.viewTokenSecret);
  if (!check.ok) return { counted: [], apart: records, why: check.problem };
  const { claims } = check;
  const counted: TelemetryRecord[] = [];
  const apart: TelemetryRecord[] = [];
  for (const record of records) {
    const served = record.release && claims.releases[record.release.remote];
    const matches =
      record.release === undefined ||
      // A tester's pin: stored, as it says, and never counted for release health.
      record.release.group === 'override' ||
      (served !== undefined &&
        served.version === record.release.version &&
        served.group === record.release.group);
    (matches ? counted : apart).push(record);
  }
  return {
    counted,
    apart,
    browser: claims.browser,
    ...(apart.length > 0 ? { why: 'a release the view token does not name' } : {}),
  };
}

/** Whether the request carries the health token (compared in constant time). */
function hasHealthToken(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the request may read release health; if not, it has been answered 401. */
function mayReadHealth(req: IncomingMessage, res: ServerResponse, options: ReceiverOptions) {
  if (options.healthToken === undefined || hasHealthToken(req, options.healthToken)) return true;
  answer(res, 401, {
    error: `Release health answers deploy watch only: send its token (${HEALTH_TOKEN_ENV}).`,
  });
  return false;
}

async function metrics(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReceiverOptions,
  release: ReleaseMetrics,
) {
  if (!mayReadHealth(req, res, options)) return;
  const text = await release.exposition();
  res.writeHead(200, { 'content-type': release.contentType, 'cache-control': 'no-store' });
  res.end(text);
}

function health(req: IncomingMessage, url: URL, res: ServerResponse, options: ReceiverOptions) {
  if (!mayReadHealth(req, res, options)) return;
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
  const { perBrowser, perAddress } = options.limits ?? DEFAULT_LIMITS;
  const limits: Limits = {
    browser: createRateLimit({ limit: perBrowser, windowMs: 60_000 }),
    address: createRateLimit({ limit: perAddress, windowMs: 60_000 }),
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'POST' && LOGS_PATHS.has(url.pathname)) {
      receiveLogs(req, res, options, limits).catch(() =>
        answer(res, 500, { error: 'Not stored.' }),
      );
    } else if (req.method === 'GET' && HEALTH_PATHS.has(url.pathname)) {
      health(req, url, res, options);
    } else if (req.method === 'GET' && url.pathname === '/metrics' && options.metrics) {
      metrics(req, res, options, options.metrics).catch(() =>
        answer(res, 500, { error: 'No metrics.' }),
      );
    } else {
      answer(res, 404, { error: 'POST /v1/logs, GET /v1/health?remote=<key> or GET /metrics.' });
    }
  });
}
