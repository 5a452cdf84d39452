import type { IncomingMessage } from 'node:http';

/**
 * Markup a server adds to the `<head>` of the single-page app's HTML for one address, e.g. the
 * `<link rel="preload">` of the code that address will need. An empty string adds nothing.
 */
export type HtmlHead = (pathname: string, request?: HtmlHeadRequest) => Promise<string>;

/** What of the page's request the head may depend on besides its path. */
export interface HtmlHeadRequest {
  /** The query, with its `?` ('' for none). */
  search: string;
  /** The `Cookie` header ('' for none). */
  cookie: string;
}

/** What a module named by `--html-head` exports as `createHtmlHead`. */
export type HtmlHeadFactory = (context: HtmlHeadContext) => HtmlHead;

export interface HtmlHeadContext {
  /** The deploy registry as the server now serves it at `/remotes.json`, parsed; undefined if none. */
  readRegistry: () => unknown;
  /** The built folder being served. */
  dir: string;
}

/** A request the app's HTML answers: a GET of an address that is not a file (no extension). */
export function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last === 'index.html';
}

/** The HTML with `head` inserted before `</head>` (at the end of the document if there is none). */
export function withHead(html: string, head: string): string {
  if (head === '') return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html + head : html.slice(0, at) + head + html.slice(at);
}

/** The value of an HTML attribute, escaped. */
export function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
