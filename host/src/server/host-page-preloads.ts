// Runs in the host's server, not in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from 'shared-contracts/startup';
import { preloadTag } from './preload-tag';

/** The host's own lazy code, by the `webpackChunkName` of its import, and the pages that show it. */
const HOST_PAGE_CHUNKS: ReadonlyArray<readonly [RegExp, string]> = [
  // `/` and `/location` open the selector too.
  [/^\/(?:locations?\/?)?$/, 'location-chooser'],
];

/** The build's lazy-chunks.json (tooling/webpack-config's StartupPreloadPlugin), or none. */
export function readLazyChunks(dir: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, 'lazy-chunks.json'), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Below the start-up calls, which share the origin's six HTTP/1.1 connections with the code and
 * which the first render waits on (as the build's own preloads: webpack-config's
 * StartupPreloadPlugin).
 */
const LOW_PRIORITY: ReadonlyMap<string, string> = new Map([['fetchpriority', 'low']]);

/**
 * The `<link rel="preload">` tags of the host's lazy code that the page at `pathname` shows at once
 * (the selector's chooser and its virtual list), from the build's lazy chunks, which
 * `readLazyChunks` reads only for such a page; none elsewhere.
 */
export function hostPagePreloads(pathname: string, readLazyChunks: () => unknown): string {
  const chunk = HOST_PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (chunk === undefined) return '';
  const lazyChunks = readLazyChunks();
  const files = isRecord(lazyChunks) ? lazyChunks[chunk] : undefined;
  if (!Array.isArray(files)) return '';
  return files
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => preloadTag(`/${file}`, LOW_PRIORITY))
    .join('');
}
