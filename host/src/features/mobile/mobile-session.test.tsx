import {
  detectMobilePlatform,
  MOBILE_PLATFORM_COOKIE,
  MOBILE_PLATFORM_KEY,
  mobilePlatformOfRequest,
} from './mobile-session';

beforeEach(() => sessionStorage.clear());

test('a platform query parameter starts a mobile session that is remembered', () => {
  expect(detectMobilePlatform('?platform=ios', sessionStorage)).toBe('ios');
  expect(sessionStorage.getItem(MOBILE_PLATFORM_KEY)).toBe('ios');
  expect(detectMobilePlatform('', sessionStorage)).toBe('ios');
});

test('android is recognised too', () => {
  expect(detectMobilePlatform('?platform=android&x=1', sessionStorage)).toBe('android');
});

test('no or an unknown platform is a web session', () => {
  expect(detectMobilePlatform('', sessionStorage)).toBeNull();
  expect(detectMobilePlatform('?platform=windows', sessionStorage)).toBeNull();
});

test("the app's platform in the address is kept for the session, for the server's render too", () => {
  const page = { cookie: '' };
  expect(detectMobilePlatform('?platform=ios', sessionStorage, page)).toBe('ios');
  expect(page.cookie).toBe(`${MOBILE_PLATFORM_COOKIE}=ios; Path=/; SameSite=Lax`);
  // A later page of the session, its address without the parameter.
  expect(detectMobilePlatform('', sessionStorage, page)).toBe('ios');
  expect(mobilePlatformOfRequest('', page.cookie.split(';')[0] ?? '')).toBe('ios');
});

test("the server takes the address's platform first, then the session cookie's, and no other value", () => {
  expect(mobilePlatformOfRequest('?platform=android', `${MOBILE_PLATFORM_COOKIE}=ios`)).toBe(
    'android',
  );
  expect(mobilePlatformOfRequest('', `a=1; ${MOBILE_PLATFORM_COOKIE}=android`)).toBe('android');
  expect(mobilePlatformOfRequest('', `${MOBILE_PLATFORM_COOKIE}=windows`)).toBeNull();
  expect(mobilePlatformOfRequest('?platform=web', '')).toBeNull();
});
