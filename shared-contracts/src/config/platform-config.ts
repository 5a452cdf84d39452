import { resolveEnvironment, type Environment } from '../rules/environment';
import type { EnvironmentConfig, PlatformConfig } from './platform-config-schema';

export type { EnvironmentConfig, PlatformConfig } from './platform-config-schema';

// Replaced by the build (webpack-config's DefinePlugin) with every environment's configuration, as
// checked by platform-config-schema.ts; absent where nothing builds the code (jest).
declare const __PLATFORM_CONFIG__: PlatformConfig | undefined;

/** The configuration of every environment that this build compiled in; none outside a build. */
export function builtPlatformConfig(): PlatformConfig {
  return typeof __PLATFORM_CONFIG__ === 'undefined' ? {} : __PLATFORM_CONFIG__;
}

/**
 * One environment's values, or null when the configuration has none for it (a release to that
 * environment is refused, so only a build served where it was not released meets it).
 */
export function environmentConfigOf(
  config: PlatformConfig,
  environment: Environment,
): EnvironmentConfig | null {
  return config[environment] ?? null;
}

/**
 * The values of the environment a page at `origin` runs in (spec section 9 picks it by origin):
 * one build serves every environment. What the host (and a remote's standalone harness) gives the
 * remotes as `Platform.config`.
 */
export function environmentConfigForOrigin(
  origin: string,
  config: PlatformConfig = builtPlatformConfig(),
): EnvironmentConfig | null {
  return environmentConfigOf(config, resolveEnvironment(origin));
}
