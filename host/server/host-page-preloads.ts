// Runs in the host's server, not in the browser.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from 'shared-contracts/startup';
import { LOW_PRIORITY, preloadTag } from './preload-tag';

/** The host's own lazy code, by the `webpackChunkName` of its import, and the pages that show it. */
const HOST_PAGE_CHUNKS: ReadonlyArray<readonly [RegExp, string]> = [
  // `/` and `/location` open the selector too.
  [/^\/(?:locations?\/?)?$/, 'location-chooser'],
];

/** The webpackChunkName of the host's lazy code the page at `pathname` shows at once, if any. */
export const hostPageChunkAt = (pathname: string): string | undefined =>
  HOST_PAGE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1];

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

/** The Subresource Integrity of one of the host's files (its path from the root), if it can be read. */
export type OwnIntegrityOf = (file: string) => string | undefined;

/**
 * The integrity of the host's files in `dir`, each read once: their names carry their content's
 * hash, so a name never changes its bytes (ADR 0027: the HTML's preloads of the host's own code carry
 * it, and the host's chunk loader gives the script the preload's).
 */
export function ownIntegrityIn(dir: string): OwnIntegrityOf {
  const known = new Map<string, string | undefined>();
  return (file) => {
    if (!known.has(file)) {
      try {
        const bytes = readFileSync(join(dir, file));
        known.set(file, `sha384-${createHash('sha384').update(bytes).digest('base64')}`);
      } catch {
        known.set(file, undefined);
      }
    }
    return known.get(file);
  };
}

/** `attributes`, with the file's integrity when it is known. */
export function withOwnIntegrity(
  attributes: ReadonlyMap<string, string>,
  integrity: string | undefined,
): ReadonlyMap<string, string> {
  return integrity === undefined ? attributes : new Map([...attributes, ['integrity', integrity]]);
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
 * `readLazyChunks` reads only for such a page; none elsewhere. Each with its file's integrity.
 */
export function hostPagePreloads(
  pathname: string,
  readLazyChunks: () => unknown,
  ownIntegrityOf: OwnIntegrityOf = () => undefined,
): string {
  const chunk = hostPageChunkAt(pathname);
  if (chunk === undefined) return '';
  return filesOf(readLazyChunks(), chunk)
    .map((file) => preloadTag(`/${file}`, withOwnIntegrity(LOW_PRIORITY, ownIntegrityOf(file))))
    .join('');
}
