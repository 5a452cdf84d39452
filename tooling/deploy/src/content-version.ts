import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A short hash of every file of a build, names included: the same build always hashes the same. */
export function contentHashOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * `<package.json version>-<content hash>`: releasing an unchanged build again names the version
 * already stored, so `npm start` can release every build on each start without piling up copies.
 */
export const contentVersion = (packageVersion: string, buildDir: string): string =>
  `${packageVersion}-${contentHashOf(buildDir)}`;
