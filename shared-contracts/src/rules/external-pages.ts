import type { ExternalPage } from '../platform/platform';

/** The two provider origins the external pages live on (account pages; sign-in and logout). */
export interface ExternalOrigins {
  account: string;
  signin: string;
}

/**
 * Where each external page lives on the provider (spec section 7 names the account pages). One
 * table for every Platform, the host's and a remote's standalone one, so their exits cannot drift
 * apart; sandbox-api serves the same paths in the local variant.
 */
export const EXTERNAL_PAGE_PATHS: Readonly<
  Record<ExternalPage, { origin: keyof ExternalOrigins; path: string }>
> = {
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

/** The URL of an external page on the given provider origins, with its query parameters. */
export function buildExternalPageUrl(
  origins: ExternalOrigins,
  page: ExternalPage,
  params: Readonly<Record<string, string>> = {},
): string {
  const { origin, path } = EXTERNAL_PAGE_PATHS[page];
  const url = new URL(path, origins[origin]);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
