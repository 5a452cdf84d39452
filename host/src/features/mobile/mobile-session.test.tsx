import { detectMobilePlatform, MOBILE_PLATFORM_KEY } from './mobile-session';

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
