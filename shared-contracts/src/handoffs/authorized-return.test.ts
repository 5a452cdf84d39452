import {
  isAuthorizedReturn,
  authorizedReturnPath,
  isInAppPath,
  readAuthorizationReferrer,
} from './authorized-return';

test('round trip: a marked return path reads back as authorized and is a safe referrer', () => {
  for (const path of ['/onboarding/loc-1/setup-complete', '/locations/loc-1/free-trial?x=1']) {
    const marked = authorizedReturnPath(path);
    expect(readAuthorizationReferrer(marked)).toBe(marked);
    expect(isAuthorizedReturn(new URL(marked, 'http://host').search)).toBe(true);
  }
  expect(authorizedReturnPath('/onboarding/loc-1/practice-mode')).toBe(
    '/onboarding/loc-1/practice-mode?authorized=true',
  );
});

test('the parsers ignore junk: no mark, another value, a referrer off the app', () => {
  expect(isAuthorizedReturn('')).toBe(false);
  expect(isAuthorizedReturn('?authorized=yes&success=true')).toBe(false);
  expect(readAuthorizationReferrer(null)).toBeNull();
  expect(readAuthorizationReferrer('https://evil.example/')).toBeNull();
  expect(readAuthorizationReferrer('//evil.example/x')).toBeNull();
  expect(isInAppPath('/locations/loc-1')).toBe(true);
  expect(isInAppPath(undefined)).toBe(false);
});
