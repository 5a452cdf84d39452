import {
  mergeFlags,
  parseFeatureOverrides,
  readCookie,
  resolveFlags,
  toFeatureFlags,
} from './flags';
import { resolveEnvironment } from './environment';

test('the features answer keeps every flag it names, a new one too; enabled false stays off', () => {
  expect(
    toFeatureFlags({
      'next-private-guard': { enabled: true },
      'allow-sos-support': { enabled: false },
      'next-hello-page': { enabled: true },
    }),
  ).toEqual({ 'next-private-guard': true, 'allow-sos-support': false, 'next-hello-page': true });
});

test('user and location flags merge with OR', () => {
  expect(
    mergeFlags(
      { 'next-private-guard': true, 'allow-sos-support': false },
      { 'next-private-guard': false, 'allow-sos-support': true, 'onboarding-3-0': false },
    ),
  ).toEqual({ 'next-private-guard': true, 'allow-sos-support': true, 'onboarding-3-0': false });
});

test('the feature-overrides cookie is a JSON object of flag name to boolean', () => {
  const cookie = `a=1; feature-overrides=${encodeURIComponent(
    JSON.stringify({
      'next-private-guard': false,
      'allow-sos-support': true,
      'next-hello-page': true,
      'next-event-overages': 'yes',
    }),
  )}; b=2`;
  expect(readCookie(cookie, 'b')).toBe('2');
  // Flags are data: a flag the platform has never seen is overridden like any other.
  expect(parseFeatureOverrides(cookie)).toEqual({
    'next-private-guard': false,
    'allow-sos-support': true,
    'next-hello-page': true,
  });
  expect(parseFeatureOverrides('feature-overrides=not-json')).toEqual({});
  expect(parseFeatureOverrides('feature-overrides=[1]')).toEqual({});
  expect(parseFeatureOverrides('')).toEqual({});
});

test('cookie overrides apply in gamma and in the local variant, never in beta or prod', () => {
  const cookie = 'feature-overrides={"next-private-guard":false,"allow-sos-support":true}';
  const user = { 'next-private-guard': true };
  for (const environment of ['gamma', 'local'] as const) {
    expect(resolveFlags({ user, environment, cookie })).toEqual({
      'next-private-guard': false,
      'allow-sos-support': true,
    });
  }
  for (const environment of ['prod', 'beta'] as const) {
    expect(resolveFlags({ user, environment, cookie })).toEqual({ 'next-private-guard': true });
  }
});

test('environment chosen from the host origin', () => {
  expect(resolveEnvironment('http://localhost:3000')).toBe('local');
  expect(resolveEnvironment('http://127.0.0.1:3000')).toBe('local');
  expect(resolveEnvironment('http://devbox.internal:3000')).toBe('local');
  expect(resolveEnvironment('https://gamma.guard.example.com')).toBe('gamma');
  expect(resolveEnvironment('https://control-gamma.example.com')).toBe('gamma');
  expect(resolveEnvironment('https://beta.guard.example.com')).toBe('beta');
  expect(resolveEnvironment('https://guard.example.com')).toBe('prod');
  expect(resolveEnvironment('https://betamax.example.com')).toBe('prod');
  expect(resolveEnvironment('not a url')).toBe('prod');
});
