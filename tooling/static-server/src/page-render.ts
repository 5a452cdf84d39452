import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { acceptedEncoding, createCompressor } from './compression';

/** What of a page's request its render reads. */
export interface PageRenderRequest {
  pathname: string;
  /** The query, with its `?` ('' for none). */
  search: string;
  /** The `Cookie` header ('' for none). */
  cookie: string;
  /** The page's origin as the browser sees it (`Host`, and `https` behind a proxy that says so). */
  origin: string;
  /**
   * Whether the browser says it is a phone's (`Sec-CH-UA-Mobile: ?1`, or a phone's `User-Agent`):
   * the render's guess of the viewport, which the browser corrects once it runs.
   */
  mobile: boolean;
  /** This response's CSP nonce: every inline script and style element the render writes carries it. */
  nonce: string;
}

/** What a render answers: a redirect, or the app's markup streamed into the page's root. */
export type PageRendered =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'stream';
      /** The built page as this render sends it (a script it makes needless left out, say). */
      page?: (html: string) => string;
      /** Writes the markup into `destination` and ends it. */
      pipe: (destination: Writable) => void;
      /** Markup after the root (the render's data for the browser). */
      tail: () => string;
    };

/** A module named by `--render` exports `createPageRender`, which makes one of these. */
export type PageRender = (request: PageRenderRequest) => Promise<PageRendered | null>;

export interface PageRenderContext {
  /** The deploy registry as the server now serves it at `/remotes.json`, parsed; undefined if none. */
  readRegistry: () => unknown;
  /** The built folder being served. */
  dir: string;
  /** Where `/api` goes. */
  apiOrigin: string;
}

export type PageRenderFactory = (context: PageRenderContext) => PageRender;

const ROOT = '<div id="root"></div>';

/** A fresh nonce per response. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The page's origin, as the browser addressed it. */
export function originOf(req: IncomingMessage): string {
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

/** Whether the request comes from a phone's browser, as far as its headers tell. */
export function isMobileRequest(req: IncomingMessage): boolean {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\b(Mobi|iPhone|Android)\b/.test(req.headers['user-agent'] ?? '');
}

/** Every inline `<script>` and `<style>` of the built page given the response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
}

/**
 * Sends a rendered page: the built HTML up to its root, the render's markup streamed into the root
 * as it comes, then the render's tail and the rest of the HTML, compressed as the browser accepts.
 */
export function sendRendered(
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  rendered: Extract<PageRendered, { kind: 'stream' }>,
): void {
  const page = rendered.page ? rendered.page(html) : html;
  const at = page.indexOf(ROOT);
  if (at === -1) throw new Error(`the page has no ${ROOT}`);
  const before = `${page.slice(0, at)}<div id="root">`;
  const after = page.slice(at + ROOT.length);
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const out = encoding ? createCompressor(encoding) : undefined;
  if (out) out.pipe(res);
  const target: Writable = out ?? res;
  // Each part goes out as it is written: a compressor holds bytes back unless flushed.
  const send = (chunk: string | Buffer) => {
    target.write(chunk);
    if (out && 'flush' in out && typeof out.flush === 'function') out.flush();
  };
  send(before);
  rendered.pipe(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        send(chunk);
        done();
      },
      final(done) {
        target.end(`</div>${rendered.tail()}${after}`);
        done();
      },
    }),
  );
}
