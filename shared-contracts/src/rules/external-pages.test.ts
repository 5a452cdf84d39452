import { buildExternalPageUrl, EXTERNAL_PAGE_PATHS } from './external-pages';

const ORIGINS = { account: 'https://account.example', signin: 'https://signin.example' };

test('account pages are kebab-case paths under /account on the account origin', () => {
  expect(buildExternalPageUrl(ORIGINS, 'monitoringSettings')).toBe(
    'https://account.example/account/monitoring-settings',
  );
  expect(buildExternalPageUrl(ORIGINS, 'practiceActivities')).toBe(
    'https://account.example/account/practice-activities',
  );
  for (const { path } of Object.values(EXTERNAL_PAGE_PATHS)) {
    expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  }
});

test('sign-in and logout live on the sign-in origin and keep their parameters', () => {
  expect(
    buildExternalPageUrl(ORIGINS, 'signin', { return_to: 'http://localhost:3001/x?y=1' }),
  ).toBe('https://signin.example/signin?return_to=http%3A%2F%2Flocalhost%3A3001%2Fx%3Fy%3D1');
  expect(buildExternalPageUrl(ORIGINS, 'logout')).toBe('https://signin.example/logout');
});
