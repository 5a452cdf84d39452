// The configuration a host build compiled in (ADR 0010): what a release to an environment checks,
// and where nginx's Content-Security-Policy takes the environment's media origin from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkPlatformConfig,
  configProblemsFor,
  isEnvironment,
  PLATFORM_CONFIG_FILE,
} from 'shared-contracts/config-schema';
import { messageOf } from './message-of';

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `${file}: ${messageOf(error)}`;
  }
}

/**
 * Refuses a host build that cannot serve `environment`: its configuration is missing, not valid, or
 * has no values for that environment (its pages would show no customer service phone, support
 * address, free trial video or links). A deploy environment the page's origin cannot name (e.g.
 * `local-alt`, another local port) is not checked.
 */
export function checkHostConfigFor(buildDir: string, environment: string): void {
  if (!isEnvironment(environment)) return;
  const file = join(buildDir, PLATFORM_CONFIG_FILE);
  const config = readJson(file);
  const problems =
    config === undefined
      ? [`has no ${PLATFORM_CONFIG_FILE} (a build from before ADR 0010?)`]
      : configProblemsFor(config, environment);
  if (problems.length === 0) return;
  throw new Error(
    `the host's build cannot serve ${environment}: its configuration ${problems.join('; ')}. ` +
      `Add config/${environment}.json (config/README.md) and build the host again`,
  );
}

/** The media origin of `environment` in the host version `hostDir` serves, if it has one. */
export function hostMediaOrigins(hostDir: string, environment: string): string[] {
  if (!isEnvironment(environment)) return [];
  const checked = checkPlatformConfig(readJson(join(hostDir, PLATFORM_CONFIG_FILE)) ?? {});
  const values = checked.ok ? checked.value[environment] : undefined;
  return values === undefined ? [] : [values.mediaOrigin];
}
