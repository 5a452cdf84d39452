// Runs in the host's server, not in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from 'shared-contracts/startup';
import { LOW_PRIORITY, preloadTag } from './preload-tag';

/** The host's own lazy code, by the `webpackChunkName` of its import, and the pages that show it. */
const HOST_PAGE_CHUNKS: ReadonlyArray<readonly [RegExp, string]> = [
  // `/` and `/location` open the selector too.
  [/^\/(?:locations?\/?)?$/, 'location-chooser'],
];

/**
 * A list the build writes beside the host's code (tooling/webpack-config's StartupPreloadPlugin):
 * `lazy-chunks.json` (the files of each named lazy chunk) or `shared-chunks.json` (the files of each
 * provided shared module beyond the start-up's); undefined when there is none.
 */
export function readBuildList(
  dir: string,
  file: 'lazy-chunks.json' | 'shared-chunks.json',
): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The `.js` files listed under `name` in a build list, or none. */
function filesOf(list: unknown, name: string): string[] {
  const files = isRecord(list) ? list[name] : undefined;
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    : [];
}

/**
 * The host's files for the shared modules `keys` that its start-up has not loaded (from its
 * shared-chunks.json `sharedChunks`), each once.
 */
export function hostCopiesOf(sharedChunks: unknown, keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => filesOf(sharedChunks, key)))];
}

/**
 * The `<link rel="preload">` tags of the host's lazy code that the page at `pathname` shows at once
 * (the selector's chooser and its virtual list), from the build's lazy chunks, which
 * `readLazyChunks` reads only for such a page; none elsewhere.
 */
export function hostPagePreloads(pathname: string, readLazyChunks: () => unknown): string {
  const chunk = HOST_PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (chunk === undefined) return '';
  return filesOf(readLazyChunks(), chunk)
    .map((file) => preloadTag(`/${file}`, LOW_PRIORITY))
    .join('');
}
