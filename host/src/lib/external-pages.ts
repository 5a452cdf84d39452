import type { ExternalPage } from 'shared-contracts/platform';
import {
  buildExternalPageUrl,
  type Environment,
  type ExternalOrigins,
} from 'shared-contracts/rules';

/** Where each environment's provider pages live. Local points at sandbox-api's stand-ins. */
const ORIGINS: Record<Environment, ExternalOrigins> = {
  local: { account: 'http://localhost:3100', signin: 'http://localhost:3100' },
  beta: {
    account: 'https://account.beta.guard.example',
    signin: 'https://signin.beta.guard.example',
  },
  gamma: {
    account: 'https://account.gamma.guard.example',
    signin: 'https://signin.gamma.guard.example',
  },
  prod: { account: 'https://account.guard.example', signin: 'https://signin.guard.example' },
};

/** The URL of an external page in an environment (paths: shared-contracts' EXTERNAL_PAGE_PATHS). */
export function externalPageUrl(
  environment: Environment,
  page: ExternalPage,
  params: Record<string, string> = {},
): string {
  return buildExternalPageUrl(ORIGINS[environment], page, params);
}

const AUTHORIZE_ORIGINS: Record<Environment, string> = {
  local: 'http://localhost:3100',
  beta: 'https://auth.beta.guard.example',
  gamma: 'https://auth.gamma.guard.example',
  prod: 'https://auth.guard.example',
};

/** The provider's authorization page, which returns to `redirectUri` with success or error_code. */
export function authorizeUrl(
  environment: Environment,
  locationId: string,
  redirectUri: string,
): string {
  const url = new URL('/oauth/authorize', AUTHORIZE_ORIGINS[environment]);
  url.searchParams.set('location_id', locationId);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}
