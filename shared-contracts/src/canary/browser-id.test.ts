import { browserIdOf, browserIdSetCookie } from './browser-id';

test('the browser id is read from a cookie header among others', () => {
  expect(browserIdOf('a=1; vsg_bid=3f2c9a10-77aa-4b1e-9c1d-0e5b6a7c8d9e; b=2')).toBe(
    '3f2c9a10-77aa-4b1e-9c1d-0e5b6a7c8d9e',
  );
  expect(browserIdOf(undefined)).toBeUndefined();
  expect(browserIdOf('vsg_bid=')).toBeUndefined();
  expect(browserIdOf('vsg_bid=<script>')).toBeUndefined();
});

test('the cookie is first-party, site-wide, for a year, and Secure over https', () => {
  expect(browserIdSetCookie('abcdef12', true)).toBe(
    'vsg_bid=abcdef12; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
  );
  expect(browserIdSetCookie('abcdef12', false)).not.toContain('Secure');
});
