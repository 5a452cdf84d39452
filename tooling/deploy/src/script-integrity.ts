// What a release records of its scripts (ADR 0027): the Subresource Integrity of
// every script and stylesheet a remote's build can load, so that the browser refuses any file of the
// release whose bytes are not the released ones, not only its remoteEntry.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The files a page can load from a remote's folder: scripts, and stylesheets should a build emit any. */
const LOADED = /\.(js|css)$/;

/** Where a remote's build keeps its server build (tooling/webpack-config's server build). */
const SERVER_FOLDER = 'server/';

export function sriOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The integrity of every script (and stylesheet) under `dir`, by its path from `dir` with `/`
 * (`chunks/app.1a2b3c4d.js`), sorted. Source maps and precompressed copies are not loaded as
 * scripts: they are left out.
 */
export function scriptIntegrityOf(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && LOADED.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    // The server build is no browser's: the release records it apart (its `server`).
    .filter((file) => !file.startsWith(SERVER_FOLDER))
    .sort();
  return Object.fromEntries(files.map((file) => [file, sriOf(readFileSync(join(dir, file)))]));
}

/** The map as one canonical text (shared-contracts' SCRIPT_INTEGRITY_FILE holds it so). */
export const scriptIntegrityText = (map: Readonly<Record<string, string>>): string =>
  JSON.stringify(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));

/** One value for a whole map, kept on the history instead of the map (the registry stays small). */
export function scriptIntegrityDigest(map: Readonly<Record<string, string>>): string {
  return sriOf(Buffer.from(scriptIntegrityText(map)));
}

interface Recorded {
  scriptIntegrity?: Readonly<Record<string, string>>;
  scriptIntegrityDigest?: string;
}

/** A release as its remote's history keeps it: its script map as a digest. */
export function forHistory<T extends Recorded>(release: T): Omit<T, 'scriptIntegrity'> {
  const { scriptIntegrity, ...rest } = release;
  return scriptIntegrity === undefined
    ? rest
    : { ...rest, scriptIntegrityDigest: scriptIntegrityDigest(scriptIntegrity) };
}

/**
 * A release taken back from the history (a rollback), with its script map read again from where it
 * is stored, `dir`; refused when those files are no longer the ones it recorded. A release recorded
 * before scripts were (no digest) comes back as it was: its entry alone is checked, as then.
 */
export function fromHistory<T extends Recorded>(
  release: T,
  dir: string,
  what: string,
): Omit<T, 'scriptIntegrityDigest'> {
  const { scriptIntegrityDigest: digest, ...rest } = release;
  if (digest === undefined) return rest;
  const scriptIntegrity = scriptIntegrityOf(dir);
  if (scriptIntegrityDigest(scriptIntegrity) !== digest) {
    throw new Error(
      `${what}: its stored files in ${dir} are not the ones it released (their integrity differs): release a good build of it again instead of rolling back`,
    );
  }
  return { ...rest, scriptIntegrity };
}
