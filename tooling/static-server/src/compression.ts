import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli for what the server makes per request (API answers, the HTML page, the registry): a
 * quality that compresses well for little CPU, as a CDN or nginx compresses on the fly. Brotli's
 * default, 11, is for files compressed once at build time: per request it costs many times the CPU
 * for a body barely smaller.
 */
const BROTLI_QUALITY = 5;
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };

export type ApiEncoding = 'br' | 'gzip';

/** The browser's preferred encoding among those we send (brotli first), or none. */
export function acceptedEncoding(acceptEncoding: string | undefined): ApiEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/**
 * Whether an API answer is worth compressing: JSON, not already encoded, and not known to be
 * small. A large location list compresses to a small fraction of its size, which on a phone's line
 * is most of its download time.
 */
export function shouldCompress(headers: IncomingHttpHeaders, status: number): boolean {
  if (status === 204 || status === 304) return false;
  if (headers['content-encoding'] !== undefined) return false;
  if (!String(headers['content-type'] ?? '').includes('json')) return false;
  const length = Number(headers['content-length']);
  return Number.isNaN(length) || length >= MIN_COMPRESSED_BYTES;
}

/** A stream that compresses an answer as it passes. */
export function createCompressor(encoding: ApiEncoding): Transform {
  return encoding === 'br' ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip();
}

/** A body the server made in memory, compressed in `encoding`, or as it is without one. */
export function compressed(
  body: Buffer | string,
  encoding: ApiEncoding | undefined,
): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(body, { params: BROTLI_PARAMS });
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}
