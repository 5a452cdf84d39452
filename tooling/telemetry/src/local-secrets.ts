import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEALTH_TOKEN_ENV } from './receiver';
import { VIEW_TOKEN_SECRET_ENV } from './view-token';

export interface TelemetrySecrets {
  viewTokenSecret: string;
  healthToken: string;
}

/** The file a local platform keeps its made-up secrets in, in its state folder. */
export const LOCAL_SECRETS_FILE = 'telemetry-secrets.json';

function readSecrets(file: string): TelemetrySecrets | undefined {
  if (!existsSync(file)) return undefined;
  const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { viewTokenSecret, healthToken } = kept as Record<string, unknown>;
  return typeof viewTokenSecret === 'string' && typeof healthToken === 'string'
    ? { viewTokenSecret, healthToken }
    : undefined;
}

/**
 * The telemetry's secrets: the environment's where it sets them (production), else, for a platform
 * on this machine, the ones made up once and kept in `stateDir` (readable by this user only), so
 * that a restart keeps the tokens of open tabs good and a local `deploy watch` finds its token.
 */
export function localTelemetrySecrets(
  stateDir: string,
  env: NodeJS.ProcessEnv = process.env,
): TelemetrySecrets {
  const file = join(stateDir, LOCAL_SECRETS_FILE);
  const kept = readSecrets(file);
  const made = kept ?? {
    viewTokenSecret: randomBytes(32).toString('base64url'),
    healthToken: randomBytes(32).toString('base64url'),
  };
  if (!kept && !(env[VIEW_TOKEN_SECRET_ENV] && env[HEALTH_TOKEN_ENV])) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  }
  return {
    viewTokenSecret: env[VIEW_TOKEN_SECRET_ENV] || made.viewTokenSecret,
    healthToken: env[HEALTH_TOKEN_ENV] || made.healthToken,
  };
}

/** The health token `deploy watch` sends: the environment's, else a local platform's kept one. */
export function healthTokenFrom(stateDir: string, env: NodeJS.ProcessEnv = process.env) {
  return env[HEALTH_TOKEN_ENV] || readSecrets(join(stateDir, LOCAL_SECRETS_FILE))?.healthToken;
}
