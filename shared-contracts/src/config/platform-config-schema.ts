// `shared-contracts/config-schema`: Node only (the build, deploy, the static server). The one schema
// of the platform's configuration per environment (ADR 0010): the build checks each environment's
// file with it before compiling the values in, and a release to an environment refuses a build
// whose configuration lacks that environment's values. The browser reads the compiled-in, checked
// values (platform-config.ts) without a library.
import * as v from 'valibot';
import { checkWith, type Checked } from '../registry/registry-schema';
import { ENVIRONMENTS, type Environment } from '../rules/environment';

export type { Checked } from '../registry/registry-schema';
export {
  ENVIRONMENTS,
  isEnvironment,
  resolveEnvironment,
  type Environment,
} from '../rules/environment';

const httpUrl = (what: string) =>
  v.pipe(
    v.string(`must be ${what}`),
    v.url(`must be ${what}, an absolute URL`),
    v.check((value) => /^https?:\/\//.test(value), `must be ${what}, an http(s) URL`),
  );

const origin = v.pipe(
  httpUrl('an origin'),
  v.check(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'must be an origin (scheme, host and port only, no path or trailing /)',
  ),
);

/**
 * The values one environment needs. Each is the provider's and differs per environment, so none is
 * written in product code.
 */
const environmentConfigEntries = {
  /** Shown on the trial and upsell pages (spec section 9: `{phone}`). */
  customerServicePhone: v.pipe(
    v.string('must be a phone number'),
    v.regex(/^\+?[0-9][0-9 ().-]{5,}[0-9]$/, 'must be a phone number (digits, + ( ) - . space)'),
  ),
  /** Where private guard changes go (spec section 5: `{email}`). */
  supportEmail: v.pipe(v.string('must be an email address'), v.email('must be an email address')),
  /** Where the provider's media is served from: the pages' Content-Security-Policy allows it. */
  mediaOrigin: origin,
  /** The free trial page's overview video, on `mediaOrigin`. */
  freeTrialVideoUrl: httpUrl('the free trial video URL'),
  freeTrialFaqUrl: httpUrl('the free trial FAQ URL'),
  freeTrialTermsUrl: httpUrl('the free trial terms URL'),
  /**
   * Where the host sends its field telemetry (ADR 0020): a path on the page's own origin, which the
   * host's server (nginx in production) forwards to the telemetry receiver, so the policy and CORS
   * need nothing new.
   */
  telemetryEndpoint: v.pipe(
    v.string("must be a path on the page's origin"),
    v.regex(/^\/(?!\/)\S*$/, "must be a path on the page's origin, such as /telemetry/v1/logs"),
  ),
  /**
   * Whether the host's debug panel opens (`?vsg-debug`, or Alt+Shift+D): what loaded, the shared
   * singletons, the flags and where each came from (ADR 0030). Off where absent, as in prod.
   */
  debugPanel: v.optional(v.boolean('must be true or false')),
};

/** Every key an environment's configuration must have, in the schema's order. */
export const ENVIRONMENT_CONFIG_KEYS = [
  'customerServicePhone',
  'supportEmail',
  'mediaOrigin',
  'freeTrialVideoUrl',
  'freeTrialFaqUrl',
  'freeTrialTermsUrl',
  'telemetryEndpoint',
] as const satisfies readonly (keyof typeof environmentConfigEntries)[];

/** One environment's configuration; a key this schema does not know is refused (a misspelt key would otherwise leave its value out). */
export const environmentConfigSchema = v.pipe(
  v.strictObject(environmentConfigEntries, (issue) => {
    if (issue.expected === 'never') {
      return `is not a configuration key (${Object.keys(environmentConfigEntries).join(', ')})`;
    }
    return issue.input === undefined ? 'is missing' : 'must be an object';
  }),
  // The policy allows media from mediaOrigin only: a video elsewhere would be blocked.
  v.forward(
    v.check(
      (config) =>
        URL.canParse(config.freeTrialVideoUrl) &&
        new URL(config.freeTrialVideoUrl).origin === config.mediaOrigin,
      'must be on mediaOrigin, the only media origin the Content-Security-Policy allows',
    ),
    ['freeTrialVideoUrl'],
  ),
);

export type EnvironmentConfig = v.InferOutput<typeof environmentConfigSchema>;

/** Every environment's configuration that a build has; an environment may have none. */
const optionalEnvironment = v.optional(environmentConfigSchema);
const environmentEntries = {
  local: optionalEnvironment,
  beta: optionalEnvironment,
  gamma: optionalEnvironment,
  prod: optionalEnvironment,
} satisfies Record<Environment, typeof optionalEnvironment>;

/** Every environment's configuration that a build has; an environment may have none. */
export const platformConfigSchema = v.strictObject(environmentEntries, (issue) =>
  issue.expected === 'never'
    ? `is not an environment (${ENVIRONMENTS.join(', ')})`
    : 'must be an object',
);

export type PlatformConfig = v.InferOutput<typeof platformConfigSchema>;

/** The identifier the build replaces with the checked configuration of every environment. */
export const PLATFORM_CONFIG_DEFINE = '__PLATFORM_CONFIG__';

/** The file beside a host build's index.html that holds the configuration it compiled in. */
export const PLATFORM_CONFIG_FILE = 'platform-config.json';

/** Checks one environment's configuration (`config/<environment>.json`). */
export const checkEnvironmentConfig = (value: unknown): Checked<EnvironmentConfig> =>
  checkWith(environmentConfigSchema, value);

/** Checks a build's configuration of every environment. */
export const checkPlatformConfig = (value: unknown): Checked<PlatformConfig> =>
  checkWith(platformConfigSchema, value);

/**
 * Why a build with this configuration may not serve `environment`, or nothing: its configuration
 * is not valid, or it has no values for that environment (the pages would show no customer service
 * phone, support email, free trial video or links there).
 */
export function configProblemsFor(value: unknown, environment: Environment): string[] {
  const checked = checkPlatformConfig(value);
  if (!checked.ok) return checked.problems;
  if (checked.value[environment] !== undefined) return [];
  return [`has no ${environment} values (${ENVIRONMENT_CONFIG_KEYS.join(', ')})`];
}
