import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkPlatformConfig,
  PLATFORM_CONFIG_FILE,
  resolveEnvironment,
  type PlatformConfig,
} from 'shared-contracts/config-schema';

export interface MediaOriginsOptions {
  /** The served build: a host build has `platform-config.json` beside its index.html. */
  dir: string;
  /** Told once when the build's configuration cannot be used. */
  log: (message: string) => void;
}

function readConfig(options: MediaOriginsOptions): PlatformConfig {
  const file = join(options.dir, PLATFORM_CONFIG_FILE);
  // A remote's or a fixture's build has none: its pages play no provider media.
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    parsed = error instanceof Error ? error.message : String(error);
  }
  const checked = checkPlatformConfig(parsed);
  if (checked.ok) return checked.value;
  options.log(
    `static-server: ${file} is not a configuration this server can use (${checked.problems.join('; ')}); pages may play no provider media`,
  );
  return {};
}

/**
 * The media origins a page may play from: its environment's `mediaOrigin`, the environment picked
 * by the page's origin (its Host header) as the page itself picks it (spec section 9), from the
 * configuration the served build compiled in. The build is read once: a new build needs a restart.
 */
export function mediaOriginsOf(
  options: MediaOriginsOptions,
): (host: string | undefined) => string[] {
  const config = readConfig(options);
  return (host) => {
    if (host === undefined) return [];
    const values = config[resolveEnvironment(`http://${host}`)];
    return values === undefined ? [] : [values.mediaOrigin];
  };
}
