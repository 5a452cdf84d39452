import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler } from 'webpack';
import { emitJsonAsset } from './json-asset';
import {
  checkEnvironmentConfig,
  checkPlatformConfig,
  ENVIRONMENTS,
  PLATFORM_CONFIG_FILE,
  type PlatformConfig,
} from 'shared-contracts/config-schema';

/** The repository's configuration folder: `config/<environment>.json` (config/README.md). */
export const CONFIG_DIR = fileURLToPath(new URL('../../../config', import.meta.url));

/**
 * Every environment's configuration found in `dir`, each file checked with the schema. A file that
 * is not valid fails the build, naming it and the field; an environment without a file has none.
 */
export function readPlatformConfig(dir: string = CONFIG_DIR): PlatformConfig {
  const problems: string[] = [];
  const entries = ENVIRONMENTS.flatMap((environment) => {
    const file = join(dir, `${environment}.json`);
    if (!existsSync(file)) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
    const checked = checkEnvironmentConfig(parsed);
    if (!checked.ok) {
      problems.push(...checked.problems.map((problem) => `${file}: ${problem}`));
      return [];
    }
    return [[environment, checked.value] as const];
  });
  if (problems.length > 0) throw new Error(`configuration: ${problems.join('; ')}`);
  const checked = checkPlatformConfig(Object.fromEntries(entries));
  if (!checked.ok) throw new Error(`configuration: ${checked.problems.join('; ')}`);
  return checked.value;
}

/**
 * Writes the configuration the build compiled in as `platform-config.json` beside index.html: the
 * static server reads its media origins for the Content-Security-Policy, and a release checks it has
 * the values of the environment it goes to.
 */
export class PlatformConfigFilePlugin {
  constructor(private readonly config: PlatformConfig) {}

  apply(compiler: Compiler) {
    emitJsonAsset(compiler, 'PlatformConfigFilePlugin', PLATFORM_CONFIG_FILE, () => this.config);
  }
}
