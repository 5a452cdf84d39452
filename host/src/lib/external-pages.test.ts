import type { ExternalPage } from 'shared-contracts/platform';
import type { Environment } from 'shared-contracts/rules';
import { authorizeUrl, externalPageUrl } from './external-pages';

test('the local variant points at sandbox-api stand-ins', () => {
  expect(externalPageUrl('local', 'signin', { return_to: 'http://localhost:3000/locations' })).toBe(
    'http://localhost:3100/signin?return_to=http%3A%2F%2Flocalhost%3A3000%2Flocations',
  );
  expect(externalPageUrl('local', 'contacts')).toBe('http://localhost:3100/account/contacts');
  expect(externalPageUrl('local', 'mobileDeepLink')).toBe('http://localhost:3100/app/deep-link');
});

test('each environment has its own provider origins', () => {
  expect(externalPageUrl('prod', 'billingPlans')).toBe(
    'https://account.guard.example/account/billing-plans',
  );
  expect(externalPageUrl('gamma', 'logout')).toBe('https://signin.gamma.guard.example/logout');
});

test('the authorization page returns to the given path with the location', () => {
  const url = new URL(authorizeUrl('local', 'loc-9', 'http://localhost:3000/onboard'));
  expect(url.origin + url.pathname).toBe('http://localhost:3100/oauth/authorize');
  expect(url.searchParams.get('location_id')).toBe('loc-9');
  expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/onboard');
});

const ACCOUNT_PAGES: [ExternalPage, string][] = [
  ['monitoringSettings', '/account/monitoring-settings'],
  ['contacts', '/account/contacts'],
  ['signup', '/account/signup'],
  ['monitoringType', '/account/monitoring-type'],
  ['practiceActivities', '/account/practice-activities'],
  ['watchZones', '/account/watch-zones'],
  ['billingPlans', '/account/billing-plans'],
];

test.each<[Environment, string]>([
  ['local', 'http://localhost:3100'],
  ['beta', 'https://account.beta.guard.example'],
  ['gamma', 'https://account.gamma.guard.example'],
  ['prod', 'https://account.guard.example'],
])('every account page in %s', (environment, origin) => {
  for (const [page, path] of ACCOUNT_PAGES) {
    expect(externalPageUrl(environment, page)).toBe(`${origin}${path}`);
  }
});

test('sign-in, logout and the mobile deep link per environment', () => {
  expect(externalPageUrl('beta', 'signin')).toBe('https://signin.beta.guard.example/signin');
  expect(externalPageUrl('prod', 'logout')).toBe('https://signin.guard.example/logout');
  expect(externalPageUrl('gamma', 'mobileDeepLink')).toBe(
    'https://account.gamma.guard.example/app/deep-link',
  );
  expect(externalPageUrl('prod', 'mobileDeepLink')).toBe(
    'https://account.guard.example/app/deep-link',
  );
});
