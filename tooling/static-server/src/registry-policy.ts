import { existsSync, readFileSync, statSync } from 'node:fs';
import { checkRegistry } from 'shared-contracts/registry-schema';
import { buildContentSecurityPolicy } from './content-security-policy';

export interface RegistryPolicyOptions {
  /** The registry file the server now serves as `/remotes.json` (it may appear or move). */
  registryFile: () => string;
  /** Told when the registry cannot be used, once per change of the file. */
  log: (message: string) => void;
}

/** The origins of a registry's remotes, or why the file cannot be used. */
function originsOf(file: string): { origins: string[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const checked = checkRegistry(parsed);
  if (!checked.ok) return { problem: checked.problems.join('; ') };
  return {
    origins: Object.values(checked.value.remotes).map((remote) => new URL(remote.entry).origin),
  };
}

/**
 * The Content-Security-Policy of the registry the server serves, following the file: a release
 * that adds a remote origin is allowed on the next page, with no restart. The file is looked at on
 * each page (a stat; read again only when it changed: a release renames a new file over it). A
 * registry that cannot be used keeps the last good policy, and says why once. `mediaOrigins` are
 * the page's environment's (platform-config-media.ts), `devOrigins` a local page's (dev-origins.ts).
 */
export function followRegistryPolicy(
  options: RegistryPolicyOptions,
): (mediaOrigins?: readonly string[], devOrigins?: readonly string[]) => string {
  let seen = '';
  let origins: string[] = [];
  return (mediaOrigins = [], devOrigins = []) => {
    const file = options.registryFile();
    if (!existsSync(file)) {
      // No registry: no remote to allow (the host has none to load either).
      seen = '';
      origins = [];
      return buildContentSecurityPolicy(origins, mediaOrigins, devOrigins);
    }
    const stat = statSync(file);
    const version = `${file}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (version !== seen) {
      seen = version;
      const read = originsOf(file);
      if ('origins' in read) origins = read.origins;
      else {
        options.log(
          `static-server: ${file} is not a registry this server can use (${read.problem}); the Content-Security-Policy keeps the remote origins of the last good one`,
        );
      }
    }
    return buildContentSecurityPolicy(origins, mediaOrigins, devOrigins);
  };
}

/** What tells one content of the file from the next: a release renames a new file over it. */
function versionOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${file}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return `${file} absent`;
  }
}

/**
 * The registry file's content, parsed, read again only when the file changed (a stat per call):
 * until a release changes it, every page's HTML hook gets the same value, so the hook reads it (and
 * says what is wrong with it) once per change. Undefined while there is none or it is not JSON.
 */
export function followRegistryFile(registryFile: () => string): () => unknown {
  let seen = '';
  let value: unknown;
  return () => {
    const file = registryFile();
    const version = versionOf(file);
    if (version === seen) return value;
    seen = version;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      value = undefined;
    }
    return value;
  };
}
