import { authorizationReturnUrl, readAuthorizationReturn } from './authorization-return';

const ORIGIN = 'http://localhost:3000';

test('the redirect_uri the host hands the provider is its /onboard page, with nothing to read', () => {
  const url = authorizationReturnUrl(ORIGIN);
  expect(url).toBe(`${ORIGIN}/onboard`);
  expect(readAuthorizationReturn(new URL(url).search)).toEqual({
    success: false,
    denied: false,
    locationId: null,
  });
});

test('round trip: success and a denial read back as the provider put them', () => {
  const success = new URL(authorizationReturnUrl(ORIGIN, { success: true, locationId: 'loc 1' }));
  expect(readAuthorizationReturn(success.search)).toEqual({
    success: true,
    denied: false,
    locationId: 'loc 1',
  });
  const denied = new URL(
    authorizationReturnUrl(ORIGIN, { errorCode: 'access_denied', locationId: 'loc-1' }),
  );
  expect(denied.pathname + denied.search).toBe(
    '/onboard?error_code=access_denied&locationId=loc-1',
  );
  expect(readAuthorizationReturn(denied.searchParams)).toEqual({
    success: false,
    denied: true,
    locationId: 'loc-1',
  });
});

test('the parser ignores junk; success wins over an error code, success=false is none', () => {
  expect(readAuthorizationReturn('?state=xyz&locationId=%20')).toEqual({
    success: false,
    denied: false,
    locationId: null,
  });
  expect(readAuthorizationReturn('?success=true&error_code=x')).toMatchObject({
    success: true,
    denied: false,
  });
  expect(readAuthorizationReturn('?success=false&error_code=x')).toMatchObject({
    success: false,
    denied: true,
  });
});
