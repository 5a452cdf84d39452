import {
  request as httpRequest,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sirv from 'sirv';
import { BROWSER_ID_COOKIE, browserIdOf, browserIdSetCookie } from 'shared-contracts/canary';
import { VIEW_TOKEN_META, VIEW_TOKEN_PATH } from 'shared-contracts/telemetry';
import { receiverFor } from 'telemetry';
import { acceptedEncoding, compressed, createCompressor, shouldCompress } from './compression';
import { withPageNonce } from './content-security-policy';
import { attribute, type HtmlHead, isPageRequest, withHead } from './html-head';
import {
  isMobileRequest,
  newNonce,
  originOf,
  sendRendered,
  withNonce,
  type PageRender,
} from './page-render';

export interface StaticServerOptions {
  /** The built folder to serve. */
  dir: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths (a single-page app). */
  spa?: boolean;
  /** Forward `/api` here (platform.md section 2: the host's server forwards `/api` to the API). */
  apiTarget?: string;
  /**
   * Forward `/telemetry/` to these receivers: the browser's field telemetry goes same-origin, each
   * browser's to the same one of them (tooling/telemetry's receiver-choice.ts).
   */
  telemetryTargets?: readonly string[];
  /**
   * Give each browser that asks for a page without one its canary id cookie (the host: the
   * start-up script reads it before any call answers).
   */
  browserIdCookie?: boolean;
  /** Allow other origins to fetch (remotes: the host fetches their manifests). */
  cors?: boolean;
  /**
   * Sent with every page (see content-security-policy.ts); a function is asked on each page, with
   * its request, so the policy can follow the registry (registry-policy.ts) and the environment the
   * page's origin names (platform-config-media.ts).
   */
  contentSecurityPolicy?: string | ((request: IncomingMessage) => string);
  /**
   * A folder of released versions (tooling/deploy's `<deploy root>/<package>`): `/<version>/...` is
   * served from `<versionsDir>/<version>/...`, looked up per request so that a release made while the
   * server runs is served at once; everything else comes from `dir`.
   */
  versionsDir?: string;
  /** A deploy registry served as `/remotes.json` while the file exists (else `dir`'s remotes.json). */
  registryFile?: string;
  /**
   * With `spa`: markup added to the HTML's `<head>` for the address asked for (e.g. preloads of
   * what it will need). Given at most `HTML_HEAD_BUDGET_MS`; late or failing, the HTML goes without.
   */
  htmlHead?: HtmlHead;
  /**
   * With `spa`: the app rendered on the server for the address asked for (page-render.ts); null
   * from it, or a failure, serves the HTML as built.
   */
  pageRender?: PageRender;
  /**
   * With `browserIdCookie`: the view token of a page served to this browser (its id), which the
   * page's field telemetry sends so that the receiver counts it (tooling/telemetry's view-token.ts).
   * Every page then carries one, in its head, and is `private, no-store`; `GET /view-token` gives
   * a long-lived tab a fresh one.
   */
  viewToken?: (browserId: string) => string;
}

/** The head of a page with no `htmlHead`: nothing added. */
const NO_HEAD: HtmlHead = async () => '';

/** How long the HTML waits for `htmlHead`: a hint is not worth a slower page. */
export const HTML_HEAD_BUDGET_MS = 200;

/** Files that must never be cached: they name the current versions of everything else. */
const NO_CACHE =
  /(^\/$|\.html$|\/mf-manifest\.json$|\/mf-stats\.json$|\/remotes\.json$|\/remoteEntry\.js$|\/main\.js$|\/startup\.js$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files the browser only ever loads into a page (scripts, data, styles, fonts, raster images), never
 * as a document of their own. The headers that govern a document (its Content-Security-Policy,
 * framing and referrer policy) do nothing on them, and on HTTP/1.1 each header is sent as is with
 * every answer, on a page that loads tens of chunks.
 */
const SUBRESOURCE = /\.(js|mjs|css|json|map|txt|woff2?|png|jpe?g|gif|webp|ico)$/;

function setHeaders(
  res: ServerResponse,
  pathname: string,
  options: StaticServerOptions,
  browserId?: string,
) {
  if (options.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!SUBRESOURCE.test(pathname)) {
    const policy =
      typeof options.contentSecurityPolicy === 'function'
        ? options.contentSecurityPolicy(res.req)
        : options.contentSecurityPolicy;
    if (policy) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    if (options.browserIdCookie) giveBrowserId(res, browserId);
  }
  if (NO_CACHE.test(pathname)) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8}\.\w+$/.test(pathname)) {
    res.setHeader('Cache-Control', IMMUTABLE);
  }
}

/** A browser without an id gets one (`id`, where the page's render has already used it). */
function giveBrowserId(res: ServerResponse, id: string = randomUUID()) {
  const { headers } = res.req;
  if (browserIdOf(headers.cookie)) return;
  const secure = headers['x-forwarded-proto'] === 'https';
  res.setHeader('Set-Cookie', browserIdSetCookie(id, secure));
}

/**
 * The deploy registry, compressed as the browser accepts, as nginx's `gzip` does in production: the
 * scripts' integrity every release records (ADR 0027) is most of it.
 */
function serveRegistry(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: StaticServerOptions,
) {
  const json = readFileSync(file);
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const body = compressed(json, encoding);
  setHeaders(res, '/remotes.json', options);
  res.writeHead(200, {
    'content-type': 'application/json',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(body);
}

/** The file served as `/remotes.json`: the deploy registry once it exists, else the build's. */
export function registryPathOf(options: StaticServerOptions): string {
  return options.registryFile && existsSync(options.registryFile)
    ? options.registryFile
    : join(options.dir, 'remotes.json');
}

async function headFor(
  htmlHead: HtmlHead,
  pathname: string,
  req: IncomingMessage,
): Promise<string> {
  const request = {
    search: new URL(req.url ?? '/', 'http://localhost').search,
    cookie: req.headers.cookie ?? '',
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), HTML_HEAD_BUDGET_MS);
  });
  try {
    return await Promise.race([htmlHead(pathname, request).catch(() => ''), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser a page is for: the id its cookie names, or the one this response gives it
 * (`issued`), and the page's view token for it.
 */
function browserOfPage(
  req: IncomingMessage,
  options: StaticServerOptions,
): { issued?: string; id?: string; token?: string } {
  const kept = browserIdOf(req.headers.cookie);
  const issued = options.browserIdCookie && !kept ? randomUUID() : undefined;
  const id = kept ?? issued;
  const token = id && options.browserIdCookie ? options.viewToken?.(id) : undefined;
  return {
    ...(issued ? { issued } : {}),
    ...(id ? { id } : {}),
    ...(token ? { token } : {}),
  };
}

const viewTokenMeta = (token: string | undefined): string =>
  token ? `<meta name="${VIEW_TOKEN_META}" content="${attribute(token)}">` : '';

/**
 * A fresh view token for a tab open longer than its page's token lasts: for the browser its
 * cookie names, same-origin only (a page elsewhere cannot read it anyway; its browser says so).
 */
function serveViewToken(req: IncomingMessage, res: ServerResponse, options: StaticServerOptions) {
  const id = browserIdOf(req.headers.cookie);
  const site = req.headers['sec-fetch-site'];
  const refusal =
    site !== undefined && site !== 'same-origin'
      ? { status: 403, error: "A view token is only for the platform's own pages." }
      : id === undefined
        ? { status: 400, error: 'No browser id: load a page first.' }
        : undefined;
  const token = id === undefined ? undefined : options.viewToken?.(id);
  res.writeHead(refusal?.status ?? 200, {
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
  });
  res.end(JSON.stringify(refusal ? { error: refusal.error } : { token }));
}

/** The app's HTML with the head markup for `pathname`, compressed as the browser accepts. */
async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  htmlHead: HtmlHead,
  options: StaticServerOptions,
) {
  const { issued, token } = browserOfPage(req, options);
  const html = withHead(
    readFileSync(join(options.dir, 'index.html'), 'utf8'),
    (await headFor(htmlHead, pathname, req)) + viewTokenMeta(token),
  );
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const body = compressed(html, encoding);
  setHeaders(res, '/index.html', options, issued);
  if (token) res.setHeader('Cache-Control', 'private, no-store');
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page rendered on the server, or false when the render declined (the caller serves it as
 * built). Its HTML is the user's: `private, no-store`, never in a shared cache.
 */
async function serveRendered(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  pageRender: PageRender,
  options: StaticServerOptions,
): Promise<boolean> {
  const nonce = newNonce();
  const url = new URL(req.url ?? '/', 'http://localhost');
  // A browser's first page is rendered with the id this response gives it: the canary group it
  // then keeps is the one its first page was rendered for.
  const cookie = req.headers.cookie ?? '';
  const { issued, token } = browserOfPage(req, options);
  const renderCookie = issued
    ? [cookie, `${BROWSER_ID_COOKIE}=${issued}`].filter(Boolean).join('; ')
    : cookie;
  const [rendered, head] = await Promise.all([
    pageRender({
      pathname,
      search: url.search,
      cookie: renderCookie,
      origin: originOf(req),
      mobile: isMobileRequest(req),
      nonce,
    }),
    options.htmlHead ? headFor(options.htmlHead, pathname, req) : Promise.resolve(''),
  ]);
  if (rendered === null) return false;
  setHeaders(res, '/index.html', options, issued);
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.setHeader('Content-Security-Policy', withPageNonce(policy, nonce));
  }
  res.setHeader('Cache-Control', 'private, no-store');
  if (rendered.kind === 'redirect') {
    res.writeHead(302, { location: rendered.location });
    res.end();
    return true;
  }
  const html = withNonce(
    withHead(readFileSync(join(options.dir, 'index.html'), 'utf8'), head + viewTokenMeta(token)),
    nonce,
  );
  sendRendered(req, res, html, rendered);
  return true;
}

/** A browser's credentials: the API takes them; no other upstream is given them. */
const CREDENTIALS = new Set(['cookie', 'authorization', 'proxy-authorization']);

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  name: string,
  { credentials }: { credentials: boolean },
) {
  const headers = Object.fromEntries(
    Object.entries({
      ...req.headers,
      host: target.host,
      // Appended as a proxy does: the upstream reads the last entry, the one this server saw.
      'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', '),
    }).filter(([header]) => credentials || !CREDENTIALS.has(header)),
  );
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers,
    },
    (answer) => {
      const status = answer.statusCode ?? 502;
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      if (encoding === undefined || !shouldCompress(answer.headers, status)) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        return;
      }
      // The API answers uncompressed; the host's server compresses JSON as a CDN would.
      const vary = [answer.headers.vary, 'accept-encoding'].filter(Boolean).join(', ');
      const headers = { ...answer.headers, 'content-encoding': encoding, vary };
      delete headers['content-length'];
      res.writeHead(status, headers);
      answer.pipe(createCompressor(encoding)).pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    }
    res.end(JSON.stringify({ message: `${name} is unreachable` }));
  });
  req.pipe(upstream);
}

/** A small production static server: hashed files cached for good, `/api` forwarded, SPA fallback. */
export function createStaticServer(options: StaticServerOptions): Server {
  if (!existsSync(options.dir)) {
    throw new Error(`Nothing to serve: ${options.dir} does not exist (build first)`);
  }
  const files = sirv(options.dir, {
    single: options.spa ?? false,
    // Serve the .br/.gz files the build writes beside each asset, as a CDN would.
    gzip: true,
    brotli: true,
    etag: true,
    dev: false,
    setHeaders: (res, pathname) => setHeaders(res, pathname, options),
  });
  // A released version never changes: every file of it is cached for good, as nginx serves them.
  const versions = options.versionsDir
    ? sirv(options.versionsDir, {
        dev: true,
        gzip: true,
        brotli: true,
        etag: true,
        setHeaders: (res, pathname) => {
          setHeaders(res, pathname, options);
          res.setHeader('Cache-Control', IMMUTABLE);
        },
      })
    : undefined;
  const apiTarget = options.apiTarget ? new URL(options.apiTarget) : undefined;
  const telemetryTargets = options.telemetryTargets ?? [];

  return createServer((req, res) => {
    if (apiTarget && req.url?.startsWith('/api/')) {
      forward(req, res, apiTarget, 'The API', { credentials: true });
      return;
    }
    if (telemetryTargets.length > 0 && req.url?.startsWith('/telemetry/')) {
      const browser = browserIdOf(req.headers.cookie) ?? req.socket.remoteAddress ?? '';
      const telemetryTarget = new URL(receiverFor(browser, telemetryTargets));
      // The receiver counts page views: a session cookie is nothing of its business.
      forward(req, res, telemetryTarget, 'The telemetry receiver', { credentials: false });
      return;
    }
    // Before any answer, so that a 304 carries it too (a revalidated CORS response needs it).
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (options.viewToken && pathname === VIEW_TOKEN_PATH && req.method === 'GET') {
      serveViewToken(req, res, options);
      return;
    }
    if (options.registryFile && pathname === '/remotes.json' && existsSync(options.registryFile)) {
      serveRegistry(req, res, options.registryFile, options);
      return;
    }
    const { htmlHead, pageRender } = options;
    if (pageRender && options.spa && isPageRequest(req, pathname)) {
      // Declined or failed before it answered: the HTML as built.
      const asBuilt = () => servePage(req, res, pathname, htmlHead ?? NO_HEAD, options);
      serveRendered(req, res, pathname, pageRender, options)
        .then((served) => (served ? undefined : asBuilt()))
        .catch((error: unknown) => {
          console.error(`static-server: the render of ${pathname} failed`, error);
          if (!res.headersSent) void asBuilt();
          else res.end();
        });
      return;
    }
    // A page that carries a view token is this browser's: never sirv's shared copy.
    if ((htmlHead || options.viewToken) && options.spa && isPageRequest(req, pathname)) {
      servePage(req, res, pathname, htmlHead ?? NO_HEAD, options).catch(() => {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
        }
        res.end('The page could not be read');
      });
      return;
    }
    if (options.cors && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    const notFound = () => {
      setHeaders(res, req.url ?? '/', options);
      // Never kept: the file may be there by the next request (a deploy in progress), and a cached
      // 404 of a hashed name would break every page that asks for it until it expired.
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      res.end('Not found');
    };
    // sirv streams a file it found when it listed the folder (or, for versions, just before) with no
    // error handler: a file gone since (a rebuild while serving) would throw and stop the server.
    // Its headers are sent by then: the answer is cut short instead, and the server goes on.
    res.once('pipe', (source) => {
      source.once('error', () => res.destroy());
    });
    if (versions) versions(req, res, () => files(req, res, notFound));
    else files(req, res, notFound);
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
