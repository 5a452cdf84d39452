import type { Environment, ExternalPage } from 'shared-contracts';

/** Where each environment's provider pages live. Local points at sandbox-api's stand-ins. */
const ORIGINS: Record<Environment, { account: string; signin: string }> = {
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

const PATHS: Record<ExternalPage, { origin: 'account' | 'signin'; path: string }> = {
  signin: { origin: 'signin', path: '/signin' },
  logout: { origin: 'signin', path: '/logout' },
  monitoringSettings: { origin: 'account', path: '/account/monitoring-settings' },
  contacts: { origin: 'account', path: '/account/contacts' },
  signup: { origin: 'account', path: '/account/signup' },
  monitoringType: { origin: 'account', path: '/account/monitoring-type' },
  practiceActivities: { origin: 'account', path: '/account/practice-activities' },
  watchZones: { origin: 'account', path: '/account/watch-zones' },
  billingPlans: { origin: 'account', path: '/account/billing-plans' },
  linkedAccounts: { origin: 'account', path: '/account/linked-accounts' },
  sharedUsers: { origin: 'account', path: '/account/shared-users' },
  mobileDeepLink: { origin: 'account', path: '/app/deep-link' },
};

export function externalPageUrl(
  environment: Environment,
  page: ExternalPage,
  params: Record<string, string> = {},
): string {
  const { origin, path } = PATHS[page];
  const url = new URL(path, ORIGINS[environment][origin]);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
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
